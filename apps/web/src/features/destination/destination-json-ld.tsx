import { siteUrl } from '@/lib/env/site-url';
import type { DestinationView } from './destination-view';

/**
 * schema.org Product with one Offer per plan, in the currency the page was rendered in, so search
 * engines can show the price range. "<" is escaped: plan names come from data, and a "</script>"
 * inside one must not end the tag.
 */
export function DestinationJsonLd({
  view,
  url,
  description,
}: {
  view: DestinationView;
  url: string;
  description: string;
}) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${view.name} eSIM`,
    description,
    url,
    image: `${siteUrl()}${view.flagUrl}`,
    brand: { '@type': 'Brand', name: 'Tern' },
    category: 'Travel eSIM data plan',
    offers: view.allPlans.map((bundle) => ({
      '@type': 'Offer',
      name: bundle.localName,
      sku: bundle._id,
      price: bundle.price.toFixed(2),
      priceCurrency: bundle.currencyCode,
      availability: 'https://schema.org/InStock',
      url: `${url}#plan-${bundle._id}`,
    })),
  };
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, see above.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
