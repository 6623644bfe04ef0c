import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { ADMIN_SECTIONS, AdminPage } from './admin-page';

const WHAT_EACH_DOES: Record<Exclude<(typeof ADMIN_SECTIONS)[number]['id'], 'overview'>, string> = {
  coupons: 'Create discount codes or batches of single-use codes, pause them, see who used them.',
  partners: 'Partners who give their travellers free data: logo, data, destination and form.',
  submissions: 'What travellers sent through the partners’ forms, to read or export as CSV.',
  orders: 'Find an order by its id or e-mail, see its lines and payments, refund a line.',
  audit: 'Every change made here: who, what and when.',
};

/** /admin: the back office's sections, each with what it is for. */
export async function OverviewPage({ locale }: { locale: Locale }) {
  return (
    <AdminPage locale={locale} section="overview" path="/admin" title="Back office">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_SECTIONS.filter((section) => section.id !== 'overview').map((section) => (
          <li key={section.id}>
            <a
              href={getPathname({ href: section.href, locale })}
              className="block h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md"
            >
              <span className="text-lg font-bold text-brand-700">{section.label}</span>
              <span className="mt-1 block text-sm text-slate-600">
                {WHAT_EACH_DOES[section.id as keyof typeof WHAT_EACH_DOES]}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
