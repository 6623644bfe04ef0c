import type { OutboxListResponse } from '@tern/contracts';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { Link } from '@/i18n/link';

/** /dev/mailbox: every e-mail the local shop wrote instead of sending, newest first. */
export async function MailboxListPage({
  locale,
  outbox,
}: {
  locale: string;
  outbox: OutboxListResponse;
}) {
  const t = await getTranslations({ locale, namespace: 'account.mailbox' });
  const format = await getFormatter({ locale });
  return (
    <Container className="py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-ink">{t('title')}</h1>
          <p className="mt-3 text-slate-600">{t('intro')}</p>
        </div>
        <Link
          href="/dev/mailbox"
          className="inline-flex h-10 items-center rounded-full border border-slate-300 px-4 text-sm font-semibold text-ink hover:bg-slate-50"
        >
          {t('refresh')}
        </Link>
      </div>
      <p className="mt-8 text-sm font-semibold text-slate-700">
        {t('count', { count: outbox.count })}
        {outbox.count > outbox.data.length && ` ${t('showing', { shown: outbox.data.length })}`}
      </p>
      {outbox.data.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {t('empty')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
          {outbox.data.map((message) => (
            <li key={message.id}>
              <Link
                href={`/dev/mailbox/${message.id}`}
                className="grid gap-1 px-4 py-4 hover:bg-slate-50 sm:grid-cols-[1fr_auto] sm:gap-4 sm:px-6"
              >
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-ink">{message.subject}</span>
                  <span className="block truncate text-sm text-slate-600">
                    {t('to')}: {message.to}
                  </span>
                </span>
                <time dateTime={message.sentAt} className="text-sm text-slate-600 sm:text-end">
                  {format.dateTime(new Date(message.sentAt), {
                    dateStyle: 'medium',
                    timeStyle: 'medium',
                  })}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
