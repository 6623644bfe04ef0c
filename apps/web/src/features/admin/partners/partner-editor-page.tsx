import { notFound } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { listAdminPartners } from '@/lib/api/admin';
import { listAllDestinations } from '@/lib/api/destination-index';
import { AdminPage } from '../admin-page';
import { PartnerForm } from './partner-form';

/** /admin/partners/new and /admin/partners/{code}: the partner editor. */
export async function PartnerEditorPage({
  locale,
  partnerCode,
}: {
  locale: Locale;
  /** The partner to edit; a new one when absent. */
  partnerCode?: string;
}) {
  const path = partnerCode ? `/admin/partners/${partnerCode}` : '/admin/partners/new';
  return (
    <AdminPage
      locale={locale}
      section="partners"
      path={path}
      title={partnerCode ? `Partner ${partnerCode.toUpperCase()}` : 'Add a partner'}
    >
      <PartnerEditor locale={locale} partnerCode={partnerCode} />
    </AdminPage>
  );
}

async function PartnerEditor({
  locale,
  partnerCode,
}: {
  locale: Locale;
  partnerCode?: string | undefined;
}) {
  // The destinations are the catalogue's (cached); the partners are read fresh.
  const [destinations, partners] = await Promise.all([
    listAllDestinations(),
    partnerCode ? listAdminPartners() : Promise.resolve([]),
  ]);
  const partner = partnerCode
    ? partners.find((p) => p.partnerCode === partnerCode.toUpperCase())
    : undefined;
  if (partnerCode && !partner) notFound();
  const countries = destinations
    .filter((destination) => destination.kind === 'country')
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return (
    <PartnerForm
      {...(partner ? { partner } : {})}
      countries={countries.map(({ id, name }) => ({ id, name }))}
      listPath={getPathname({ href: '/admin/partners', locale })}
    />
  );
}
