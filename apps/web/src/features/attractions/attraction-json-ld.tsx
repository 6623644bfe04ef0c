import type { AttractionDetails } from '@tern/contracts';
import { siteUrl } from '@/lib/env/site-url';

/**
 * schema.org TouristAttraction with an AggregateOffer over its ticket types, in the currency the
 * page was rendered in, so search engines can show the place, where it is and its price range.
 * "<" is escaped: texts come from data, and a "</script>" inside one must not end the tag.
 */
export function AttractionJsonLd({ details, url }: { details: AttractionDetails; url: string }) {
  const prices = details.ticketTypes.map((ticket) => ticket.price.amount);
  const currency = details.fromPrice.currencyCode;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: details.attractionName,
    description: details.description,
    url,
    image: details.gallery.map((picture) => `${siteUrl()}${picture}`),
    address: {
      '@type': 'PostalAddress',
      streetAddress: details.meetingPoint.address,
      addressLocality: details.city,
      addressCountry: details.countryCode,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: details.meetingPoint.latitude,
      longitude: details.meetingPoint.longitude,
    },
    openingHours: details.openingHoursText,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: currency,
      lowPrice: Math.min(...prices, details.fromPrice.amount).toFixed(2),
      highPrice: Math.max(...prices, details.fromPrice.amount).toFixed(2),
      offerCount: details.ticketTypes.length,
      offers: details.ticketTypes.map((ticket) => ({
        '@type': 'Offer',
        name: ticket.type,
        price: ticket.price.amount.toFixed(2),
        priceCurrency: ticket.price.currencyCode,
        availability: 'https://schema.org/InStock',
        url,
      })),
    },
  };
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, see above.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
