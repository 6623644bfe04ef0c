import type { OutboxMessage } from '@tern/contracts';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { Link } from '@/i18n/link';

/**
 * One e-mail as its recipient would see it. The HTML runs in a frame with `sandbox=""`: no
 * scripts, no forms, no same-origin access, so a message can never act as this site.
 */
export async function MailboxMessagePage({
  locale,
  message,
}: {
  locale: string;
  message: OutboxMessage;
}) {
  const t = await getTranslations({ locale, namespace: 'account.mailbox' });
  const format = await getFormatter({ locale });
  return (
    <Container className="py-10 sm:py-14">
      <Link
        href="/dev/mailbox"
        className="inline-flex items-center gap-1 rounded-full text-sm font-semibold text-brand-700 hover:underline"
      >
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {t('back')}
      </Link>
      <h1 className="mt-4 break-words text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {message.subject}
      </h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-slate-700">{t('to')}</dt>
        <dd className="break-all text-slate-600">{message.to}</dd>
        <dt className="font-semibold text-slate-700">{t('sent')}</dt>
        <dd className="text-slate-600">
          <time dateTime={message.sentAt}>
            {format.dateTime(new Date(message.sentAt), {
              dateStyle: 'medium',
              timeStyle: 'medium',
            })}
          </time>
        </dd>
      </dl>
      {message.html ? (
        <iframe
          title={t('bodyTitle')}
          sandbox=""
          srcDoc={message.html}
          className="mt-6 h-[70vh] min-h-96 w-full rounded-2xl border border-slate-200 bg-white"
        />
      ) : (
        <p className="mt-6 text-sm text-slate-600">{t('noHtml')}</p>
      )}
      {message.text && (
        <details className="mt-6 rounded-2xl border border-slate-200 bg-white" open={!message.html}>
          <summary className="cursor-pointer px-4 py-3 font-semibold text-ink">
            {t('textVersion')}
          </summary>
          <pre className="overflow-x-auto whitespace-pre-wrap break-words border-t border-slate-200 px-4 py-3 font-mono text-sm text-slate-700">
            {message.text}
          </pre>
        </details>
      )}
      {message.attachments.length > 0 && (
        <section className="mt-6">
          <h2 className="text-lg font-semibold text-ink">{t('attachments')}</h2>
          <ul className="mt-2 space-y-1 text-sm text-slate-600">
            {message.attachments.map((attachment, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a message's attachments never change order, and two can share a name.
              <li key={index}>
                {attachment.filename ?? attachment.contentType} · {attachment.contentType} ·{' '}
                {t('bytes', { size: attachment.size })}
                {attachment.inline && ` · ${t('inline')}`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Container>
  );
}
