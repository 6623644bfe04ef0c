import { getLocale, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { TernLogo } from '@/components/ui/tern-logo';
import {
  AccountEntry,
  type AccountEntryProps,
  MY_ESIMS_HREF,
  SIGN_IN_HREF,
} from '@/features/account';
import { CurrencyPicker, LanguageSwitch } from '@/features/preferences';
import { currencyMessages } from '@/features/preferences/messages';
import { Link } from '@/i18n/link';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/**
 * `prefetch: false` for the home page's section: its payload is the heaviest (about 90 kB), on
 * the home page it is the page being viewed, and two menus each fetched it on every page.
 */
const NAV_LINKS = [
  { href: '/esim-list', key: 'destinations', prefetch: undefined },
  { href: '/#plans', key: 'regions', prefetch: false },
  { href: '/coming-soon?service=travel', key: 'travelServices', prefetch: undefined },
  { href: '/faq', key: 'help', prefetch: undefined },
] as const;

/** Sticky site header; the skip link lets keyboard users jump past it on every page. */
export async function SiteHeader() {
  const t = await getTranslations('nav');
  const tc = await getTranslations('common');
  const locale = (await getLocale()) as Locale;
  const account = await accountEntryProps();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-ink focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-white"
      >
        {tc('skipToContent')}
      </a>
      <Container className="flex h-16 items-center justify-between gap-3">
        {/* Not prefetched: on the home page it would fetch the page being viewed, again. */}
        <Link href="/" prefetch={false} aria-label={t('home')} className="shrink-0 rounded-lg">
          {/* Below 360 px the controls leave no room for the name: the tile alone. */}
          <TernLogo className="h-8 w-auto max-[359px]:w-8" />
        </Link>
        <nav aria-label={t('main')} className="hidden lg:block">
          <ul className="flex items-center gap-1 text-sm font-medium text-slate-700">
            {NAV_LINKS.map((link) => (
              <li key={link.key}>
                <Link
                  href={link.href}
                  prefetch={link.prefetch}
                  className="inline-flex h-10 items-center rounded-full px-3 hover:bg-slate-100 hover:text-ink"
                >
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <CurrencyPicker messages={currencyMessages(await getTranslations(), locale)} />
          <LanguageSwitch
            messages={{
              locale,
              label: t('language'),
              names: {
                en: t('languageName.en'),
                vi: t('languageName.vi'),
                ar: t('languageName.ar'),
              },
            }}
          />
          <AccountEntry variant="bar" {...account} />
          <details className="group relative lg:hidden">
            <summary
              aria-label={t('openMenu')}
              className="flex size-10 cursor-pointer list-none items-center justify-center rounded-full hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
            </summary>
            <nav
              aria-label={t('main')}
              className="absolute end-0 top-12 w-56 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
            >
              <ul className="text-sm font-medium">
                {NAV_LINKS.map((link) => (
                  <li key={link.key}>
                    <Link
                      href={link.href}
                      prefetch={link.prefetch}
                      className="block rounded-xl px-3 py-2.5 hover:bg-slate-50"
                    >
                      {t(link.key)}
                    </Link>
                  </li>
                ))}
                <li>
                  <AccountEntry variant="menu" {...account} />
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </Container>
    </header>
  );
}

/**
 * Signed-in state without making any page dynamic: the server renders "Sign in" for everyone
 * and a tiny client island (AccountEntry) switches to "My eSIMs" when the browser holds the
 * sign-in hint cookie. Links are resolved here so the island needs no i18n runtime.
 */
async function accountEntryProps(): Promise<Omit<AccountEntryProps, 'variant'>> {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('account.header');
  const tn = await getTranslations('nav');
  return {
    hrefs: {
      signIn: getPathname({ href: SIGN_IN_HREF, locale }),
      myEsims: getPathname({ href: MY_ESIMS_HREF, locale }),
      home: getPathname({ href: '/', locale }),
    },
    labels: { signIn: tn('signIn'), myEsims: t('myEsims'), signOut: t('signOut') },
  };
}
