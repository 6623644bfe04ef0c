import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { toClientMessage } from '@/i18n/to-client-message';
import { DeviceCheck } from './device-check';

/**
 * The device check, its words translated here on the server. The checkout links to the list of
 * phones; the list's own page does not.
 */
export async function DeviceCheckNotice({
  className = '',
  linkToList = true,
}: {
  className?: string;
  linkToList?: boolean;
}) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations();
  const model = (key: string) =>
    toClientMessage(t, locale, `utilities.devices.check.${key}`, { args: ['model'] });
  return (
    <div className={className}>
      <DeviceCheck
        listHref={linkToList ? getPathname({ href: '/esim-compatible-phones', locale }) : null}
        messages={{
          locale,
          checking: t('utilities.devices.check.checking'),
          phone: t('utilities.devices.check.phone'),
          compatible: model('compatible'),
          incompatible: model('incompatible'),
          featurePhone: t('utilities.devices.check.featurePhone'),
          unknown: model('unknown'),
          seeList: t('utilities.devices.check.seeList'),
          checkoutLink: t('utilities.devices.checkoutLink'),
        }}
      />
    </div>
  );
}
