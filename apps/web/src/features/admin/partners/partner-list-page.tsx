import { formatDataAmount } from '@tern/domain';
import { buttonClasses } from '@/components/ui/button-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { listAdminPartners } from '@/lib/api/admin';
import { AdminPage } from '../admin-page';
import { StatusPill } from '../status-pill';

const PATH = '/admin/partners';

/** /admin/partners: every partner, what it gives, its form and how many travellers sent it. */
export async function PartnerListPage({ locale }: { locale: Locale }) {
  return (
    <AdminPage
      locale={locale}
      section="partners"
      path={PATH}
      title="Partners"
      actions={
        <a href={getPathname({ href: `${PATH}/new`, locale })} className={buttonClasses()}>
          Add a partner
        </a>
      }
    >
      <PartnerList locale={locale} />
    </AdminPage>
  );
}

async function PartnerList({ locale }: { locale: Locale }) {
  const partners = await listAdminPartners();
  if (partners.length === 0)
    return (
      <EmptyState
        title="No partners yet"
        description="A partner gives its travellers free data through a code and a form of its own."
      />
    );
  const path = (href: string) => getPathname({ href, locale });
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {partners.map((partner) => (
        <li key={partner.partnerCode}>
          <article
            aria-labelledby={`partner-${partner.partnerCode}`}
            className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            data-testid="admin-partner"
          >
            <div className="flex items-start gap-3">
              <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
                {partner.logoUrl ? (
                  // biome-ignore lint/performance/noImgElement: a data: URL stored with the partner
                  <img src={partner.logoUrl} alt="" className="size-full object-contain" />
                ) : (
                  <span aria-hidden="true" className="text-lg font-bold text-slate-400">
                    {partner.name.charAt(0)}
                  </span>
                )}
              </div>
              <div className="min-w-0 flex-1">
                <h2 id={`partner-${partner.partnerCode}`} className="font-bold text-ink">
                  {partner.name}
                </h2>
                <p className="font-mono text-sm text-slate-600">{partner.partnerCode}</p>
              </div>
              <StatusPill
                tone={partner.active ? 'good' : 'neutral'}
                label={partner.active ? 'Active' : 'Inactive'}
              />
            </div>
            <p className="text-sm text-ink">
              {formatDataAmount(partner.dataAmount)} of free data for {partner.destination.name}
            </p>
            <p className="text-sm text-slate-600">
              Form “{partner.form.title}”, {partner.form.fields.length} fields ·{' '}
              {partner.submissions === 1 ? '1 submission' : `${partner.submissions} submissions`}
            </p>
            <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3">
              <a
                href={path(`${PATH}/${partner.partnerCode}`)}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                aria-label={`Edit ${partner.name}`}
              >
                Edit
              </a>
              <a
                href={path(`/admin/submissions?partnerCode=${partner.partnerCode}`)}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                aria-label={`Submissions for ${partner.name}`}
              >
                Submissions
              </a>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
