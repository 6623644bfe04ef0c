import { getTranslations } from 'next-intl/server';
import { ContentPage } from './content-page';

interface FaqItem {
  q: string;
  a: string;
}

/** Questions as a disclosure list (no script needed), plus FAQPage structured data for search. */
export async function FaqPage({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: 'pages.faq' });
  const items = t.raw('items') as FaqItem[];
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.q,
      acceptedAnswer: { '@type': 'Answer', text: item.a },
    })),
  };
  return (
    <ContentPage title={t('title')} lead={<p>{t('intro')}</p>}>
      <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {items.map((item, index) => (
          <details key={item.q} className="group px-5 py-4" open={index === 0}>
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
              <h2 className="text-base">{item.q}</h2>
              <span
                aria-hidden="true"
                className="text-xl text-brand-700 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="mt-3 leading-relaxed text-slate-700">{item.a}</p>
          </details>
        ))}
      </div>
      <script
        type="application/ld+json"
        // JSON.stringify output with "<" escaped cannot close the script element.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: structured data from our own catalogue
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(structuredData).replace(/</g, '\\u003c'),
        }}
      />
    </ContentPage>
  );
}
