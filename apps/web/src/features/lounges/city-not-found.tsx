import { getLocale, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import type { Locale } from '@/i18n/routing';
import { CityPickerButton } from './city-picker-button';
import { cityPickerMessages } from './lounge-messages';
import type { ServiceMode } from './service-paths';

/** The 404 of an unknown city: says so and offers the city picker. */
export async function CityNotFound({ mode }: { mode: ServiceMode }) {
  const t = await getTranslations();
  const locale = (await getLocale()) as Locale;
  return (
    <Container className="py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">{t('lounges.notFound.title')}</h1>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">{t('lounges.notFound.text')}</p>
      <CityPickerButton
        mode={mode}
        messages={cityPickerMessages(t, locale, mode)}
        testId="not-found-pick-city"
        className="mt-6 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {t('lounges.notFound.pick')}
      </CityPickerButton>
    </Container>
  );
}
