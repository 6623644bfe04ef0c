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
 * EN | VI: the same page in the other language. Plain links, so switching loads the page
 * afresh: the language is the root layout's parameter (<html lang>), which a client-side
 * navigation does not re-render cleanly.
 */
export function LanguageSwitch({ messages: m }: { messages: LanguageSwitchMessages }) {
  // The address as the visitor sees it ('/vi/faq' or '/faq'), without its language.
  const pathname = unlocalizePath(usePathname() ?? '/');
  return (
    <nav
      aria-label={m.label}
      className="flex items-center rounded-full bg-slate-100 p-0.5 text-xs font-semibold"
    >
      {routing.locales.map((code) => (
        <a
          key={code}
          href={localizePath(pathname, code)}
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
