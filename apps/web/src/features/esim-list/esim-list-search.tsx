import { getLocale, getTranslations } from 'next-intl/server';
import { SearchForm } from '@/components/ui/search-form';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** The search box above the full list; it searches the list itself. */
export async function EsimListSearch({ defaultValue }: { defaultValue: string }) {
  const t = await getTranslations('destination.esimList');
  const locale = (await getLocale()) as Locale;
  return (
    <SearchForm
      className="w-full lg:max-w-md"
      action={getPathname({ href: '/esim-list', locale })}
      id="esim-list-search"
      testId="esim-list-search"
      defaultValue={defaultValue}
      label={t('searchLabel')}
      placeholder={t('searchPlaceholder')}
      submit={t('searchSubmit')}
    />
  );
}
