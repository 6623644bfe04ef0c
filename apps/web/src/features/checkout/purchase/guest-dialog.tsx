'use client';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { type CheckoutMessages, loadCheckoutMessages } from './checkout-messages';
import type { GuestDetails } from './guest-details';
import { GuestForm } from './guest-form';
import { signInAsGuest } from './guest-sign-in';
import { PurchaseOverlay } from './purchase-overlay';

interface GuestDialogProps {
  locale: string;
  /** Shown over the page while the dialog's texts load. */
  loadingLabel: string;
  /** The guest now has a session (the API has set its cookie). */
  onSignedIn: () => void;
  onCancel: () => void;
}

/**
 * The guest-details dialog of the buy-now flow. It brings its own texts (no root provider on
 * destination pages) and, with the phone rules, is loaded only when a signed-out traveller buys.
 */
export default function GuestDialog({
  locale,
  loadingLabel,
  onSignedIn,
  onCancel,
}: GuestDialogProps) {
  const [messages, setMessages] = useState<CheckoutMessages | null>(null);
  useEffect(() => {
    let live = true;
    loadCheckoutMessages(locale).then((loaded) => {
      if (live) setMessages(loaded);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  if (!messages) return <PurchaseOverlay label={loadingLabel} />;
  return (
    <NextIntlClientProvider locale={locale} messages={{ checkout: messages }} timeZone="UTC">
      <GuestDialogBody
        onSubmit={async (details) => {
          await signInAsGuest(details);
          onSignedIn();
        }}
        onCancel={onCancel}
      />
    </NextIntlClientProvider>
  );
}

function GuestDialogBody({
  onSubmit,
  onCancel,
}: {
  onSubmit: (details: GuestDetails) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations('checkout.guest');
  return (
    <Modal open onClose={onCancel} title={t('title')} closeLabel={t('cancel')}>
      <div data-testid="guest-dialog">
        <p className="mb-4 text-sm text-slate-600">{t('intro')}</p>
        <GuestForm
          onSubmit={onSubmit}
          submitLabel={t('submit')}
          busyLabel={t('submitting')}
          autoFocusName
          secondaryAction={
            <button
              type="button"
              onClick={onCancel}
              className="inline-flex h-11 items-center justify-center rounded-full px-6 text-sm font-semibold text-slate-700 hover:bg-slate-100"
            >
              {t('cancel')}
            </button>
          }
        />
      </div>
    </Modal>
  );
}
