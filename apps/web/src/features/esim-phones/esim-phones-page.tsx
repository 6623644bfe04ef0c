import { DEVICE_EXCEPTIONS, type DevicesResponse } from '@tern/contracts';
import { getLocale, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { DeviceCheckNotice } from '@/features/device-check';
import type { Locale } from '@/i18n/routing';
import { toClientMessage } from '@/i18n/to-client-message';
import { listEsimDevices } from '@/lib/api/esim-devices';
import { PhoneSearch, type PhoneSearchMessages } from './phone-search';

async function loadDevices(): Promise<DevicesResponse['data'] | null> {
  try {
    return (await listEsimDevices()).data;
  } catch (error) {
    // The page still helps without the list: the check by hand is the other half of it.
    console.error('[esim-phones] list failed', error);
    return null;
  }
}

/** /esim-compatible-phones: the phones that take an eSIM, by brand, and how to check by hand. */
export async function EsimPhonesPage() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations();
  const list = await loadDevices();
  const k = (key: string) => `utilities.devices.${key}`;
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t(k('title'))}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t(k('lead'))}</p>
      <DeviceCheckNotice className="mt-4 max-w-2xl" linkToList={false} />
      {/* On a phone the check by hand comes first: the list is long. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        {list ? (
          <div>
            <PhoneSearch
              brands={list.brands}
              messages={{
                locale,
                search: t(k('search')),
                searchPlaceholder: t(k('searchPlaceholder')),
                count: toClientMessage(t, locale, k('count'), { plural: 'count' }),
                noMatch: toClientMessage(t, locale, k('noMatch'), { args: ['query'] }),
                notes: t(k('notes')),
                exceptions: Object.fromEntries(
                  DEVICE_EXCEPTIONS.map((code) => [code, t(k(`exception.${code}`))]),
                ) as PhoneSearchMessages['exceptions'],
              }}
            />
            <p className="mt-8 text-xs text-slate-600" data-testid="phone-sources">
              {t(k('sources'), {
                updated: new Intl.DateTimeFormat(locale, {
                  dateStyle: 'long',
                  timeZone: 'UTC',
                }).format(new Date(`${list.updated}T00:00:00Z`)),
              })}{' '}
              {list.sources.map((source, i) => (
                <span key={source.url}>
                  {i > 0 && ', '}
                  <a href={source.url} className="underline" rel="noopener">
                    {source.name}
                  </a>
                </span>
              ))}
            </p>
          </div>
        ) : (
          <p
            role="alert"
            className="rounded-xl bg-amber-50 p-4 text-amber-950"
            data-testid="phones-unavailable"
          >
            {t(k('unavailable'))}
          </p>
        )}
        <aside
          aria-labelledby="by-hand"
          className="max-lg:order-first rounded-2xl bg-brand-50 p-5 lg:sticky lg:top-24"
          data-testid="phone-by-hand"
        >
          <h2 id="by-hand" className="text-lg font-bold text-ink">
            {t(k('byHandTitle'))}
          </h2>
          <ol className="mt-3 list-decimal space-y-3 ps-5 text-sm text-slate-800">
            <li>
              {t.rich(k('byHandDial'), {
                code: (chunks) => (
                  <kbd className="rounded bg-white px-1 font-mono font-semibold">{chunks}</kbd>
                ),
              })}
            </li>
            <li>{t(k('byHandSettings'))}</li>
            <li>{t(k('byHandLock'))}</li>
          </ol>
        </aside>
      </div>
    </Container>
  );
}
