import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/**
 * The checkout and payment pages' client parts get their own provider with only the checkout
 * texts (and the shared common ones), instead of relying on a site-wide one.
 */
export async function CheckoutIntl({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{ checkout: messages.checkout, common: messages.common }}
      timeZone="UTC"
    >
      {children}
    </NextIntlClientProvider>
  );
}
