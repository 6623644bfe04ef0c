'use client';
import { usePathname } from 'next/navigation';
import { localizePath, unlocalizePath } from '@/i18n/paths';
import { type Locale, routing } from '@/i18n/routing';

export interface LanguageSwitchMessages {
  locale: Locale;
  label: string;
  /** Each language's name in the page's language, e.g. "Tiếng Việt". */
  names: Record<Locale, string>;
}

/**
 * EN | VI | AR: the same page in another language. Plain links, so switching loads the page
 * afresh: the language is the root layout's parameter (<html lang dir>), which a client-side
 * navigation does not re-render cleanly. A switch is prefixed even to English ('/en/faq'), so the
 * proxy records the choice in the locale cookie before it redirects to the unprefixed page.
 */
export function LanguageSwitch({
  messages: m,
  className = '',
}: {
  messages: LanguageSwitchMessages;
  className?: string;
}) {
  // The address as the visitor sees it ('/vi/faq' or '/faq'), without its language.
  const pathname = unlocalizePath(usePathname() ?? '/');
  return (
    <nav
      aria-label={m.label}
      className={`flex items-center rounded-full bg-slate-100 p-0.5 text-xs font-semibold ${className}`}
    >
      {routing.locales.map((code) => (
        <a
          key={code}
          href={localizePath(pathname, code, code !== m.locale)}
          lang={code}
          hrefLang={code}
          aria-current={code === m.locale ? 'true' : undefined}
          aria-label={m.names[code]}
          className="rounded-full px-2.5 py-1.5 uppercase text-slate-600 aria-[current=true]:bg-white aria-[current=true]:text-ink aria-[current=true]:shadow-sm"
        >
          {code}
        </a>
      ))}
    </nav>
  );
}
