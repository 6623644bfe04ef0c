import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { ContentPage } from './content-page';

interface Channel {
  label: string;
  value: string;
  href: string;
  note: string;
}

export async function ContactPage({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: 'pages.contact' });
  const channels = t.raw('channels') as Channel[];
  const company = t.raw('company') as string[];
  return (
    <ContentPage title={t('title')} lead={<p>{t('intro')}</p>}>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {channels.map((channel) => (
          <li key={channel.href} className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 className="text-sm font-semibold text-slate-500">{channel.label}</h2>
            <a
              href={channel.href}
              className="mt-1 block break-all font-semibold text-brand-700 hover:underline"
            >
              {channel.value}
            </a>
            <p className="mt-2 text-sm text-slate-600">{channel.note}</p>
          </li>
        ))}
      </ul>
      <section className="mt-10">
        <h2 className="text-xl font-semibold">{t('companyHeading')}</h2>
        <address className="mt-3 not-italic leading-relaxed text-slate-700">
          {company.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </section>
      <p className="mt-10 text-slate-700">
        {t('faqPrompt')}{' '}
        <Link href="/faq" className="font-semibold text-brand-700 underline">
          {t('faqLink')}
        </Link>
        .
      </p>
    </ContentPage>
  );
}
