import { MAX_SEARCH_CHARACTERS } from '@tern/domain';
import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** A plain GET form: works before (and without) JavaScript and gives every search its own URL. */
export async function EsimListSearch({ defaultValue }: { defaultValue: string }) {
  const t = await getTranslations('destination.esimList');
  const locale = (await getLocale()) as Locale;
  return (
    <search className="w-full lg:max-w-md">
      <form
        action={getPathname({ href: '/esim-list', locale })}
        method="get"
        className="flex gap-2"
      >
        <label htmlFor="esim-list-search" className="sr-only">
          {t('searchLabel')}
        </label>
        <input
          id="esim-list-search"
          name="search"
          type="search"
          defaultValue={defaultValue}
          maxLength={MAX_SEARCH_CHARACTERS}
          placeholder={t('searchPlaceholder')}
          className="h-11 min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 text-base text-ink outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30"
          data-testid="esim-list-search"
        />
        <button
          type="submit"
          className="h-11 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('searchSubmit')}
        </button>
      </form>
    </search>
  );
}
