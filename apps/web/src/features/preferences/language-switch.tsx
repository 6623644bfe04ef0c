'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';

/** EN | VI: the same page in the other language. */
export function LanguageSwitch() {
  const t = useTranslations('nav');
  const locale = useLocale();
  const pathname = usePathname();
  return (
    <nav
      aria-label={t('language')}
      className="flex items-center rounded-full bg-slate-100 p-0.5 text-xs font-semibold"
    >
      {routing.locales.map((code) => (
        <Link
          key={code}
          href={pathname}
          locale={code}
          lang={code}
          hrefLang={code}
          aria-current={code === locale ? 'true' : undefined}
          aria-label={t(`languageName.${code}`)}
          className="rounded-full px-2.5 py-1.5 uppercase text-slate-600 aria-[current=true]:bg-white aria-[current=true]:text-ink aria-[current=true]:shadow-sm"
        >
          {code}
        </Link>
      ))}
    </nav>
  );
}
