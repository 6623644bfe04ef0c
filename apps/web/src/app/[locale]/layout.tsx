// Inter is self-hosted (globals.css): next/font/google would download at build time, and builds are offline.
import './globals.css';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import {
  FontWarmup,
  HydrationSignal,
  RouteFocus,
  SiteFooter,
  SiteHeader,
  USE_CACHED_FONT,
} from '@/features/layout';
import { localeDirection } from '@/i18n/direction';
import { routing } from '@/i18n/routing';
import { siteUrl } from '@/lib/env/site-url';
import { openGraphLocale } from '@/lib/intl-locale';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'seo' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('defaultTitle'), template: t('titleTemplate') },
    description: t('defaultDescription'),
    applicationName: 'Tern',
    openGraph: { siteName: 'Tern', type: 'website', locale: openGraphLocale(locale) },
  };
}

export const viewport: Viewport = { themeColor: '#0b1b33' };

/**
 * zod (client forms, API answers) probes whether it may compile validators with `Function("")`;
 * the Content-Security-Policy forbids eval, so the probe is a reported violation on every page
 * that validates. Told up front to run without compiling (its own `jitless` setting, read from
 * this global), it never probes. Runs before any chunk: the front server gives it the nonce.
 */
const ZOD_WITHOUT_EVAL =
  '(globalThis.__zod_globalConfig??(globalThis.__zod_globalConfig={})).jitless=true';

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  // Lets every page under this layout be prerendered per locale.
  setRequestLocale(locale);
  // No NextIntlClientProvider: client components get their words as props, translated here on
  // the server, so no message catalogue or ICU runtime is sent to the browser. A page whose
  // client components need next-intl's hooks brings its own provider with its namespaces.
  return (
    <html lang={locale} dir={localeDirection(locale)}>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, see ZOD_WITHOUT_EVAL */}
        <script dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, see USE_CACHED_FONT */}
        <script dangerouslySetInnerHTML={{ __html: USE_CACHED_FONT }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <SiteHeader />
        <main id="main-content" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <HydrationSignal />
        <RouteFocus />
        <FontWarmup />
      </body>
    </html>
  );
}
