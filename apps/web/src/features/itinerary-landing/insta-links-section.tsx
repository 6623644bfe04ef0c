import type { InstaLink } from '@tern/contracts';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/i18n/routing';
import { isApiError } from '@/lib/api/api-error';
import { listInstaLinks } from '@/lib/api/insta-links';
import { InstagramIcon } from './instagram-icon';

/**
 * Never throws: without the links the page simply has no Instagram section. Only web addresses
 * are links here; whatever else an editor might have typed is left out.
 */
async function instaLinks(): Promise<InstaLink[]> {
  try {
    return (await listInstaLinks()).filter((link) => /^https?:\/\//i.test(link.url));
  } catch (error) {
    const reason = isApiError(error) ? `${error.code} (${error.status}): ${error.message}` : error;
    console.error('[itinerary] Instagram links unavailable:', reason);
    // As with the attractions: an outage must not be frozen into the static page.
    await connection();
    return [];
  }
}

/** Spec §2/§7: the shop's Instagram links (GET /v1/insta-links), each opening Instagram. */
export async function InstaLinksSection({ locale }: { locale: Locale }) {
  const links = await instaLinks();
  if (links.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'itineraryLanding.instaLinks' });
  return (
    <section aria-labelledby="insta-links-title" className="py-10 sm:py-12">
      <Container>
        <SectionHeading
          id="insta-links-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          text={t('text')}
        />
        <ul className="flex flex-wrap gap-2 sm:gap-3" data-testid="insta-links">
          {links.map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-ink transition-colors hover:border-brand-600 hover:text-brand-700"
                data-testid="insta-link"
              >
                <InstagramIcon className="size-4 text-brand-700" />
                {link.label}
                <span className="sr-only"> {t('opensNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
