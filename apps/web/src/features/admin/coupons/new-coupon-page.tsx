import { OrderLineSchema } from '@tern/contracts';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { listAdminPartners } from '@/lib/api/admin';
import { AdminPage } from '../admin-page';
import { CouponForm } from './coupon-form';

const PATH = '/admin/coupons/new';
/** The kinds a code can be limited to: every kind of order line the contract knows. */
const LINE_KINDS = OrderLineSchema.options.map((line) => line.shape.kind.value);

/** /admin/coupons/new: the form, with the partners a free-data code can belong to. */
export async function NewCouponPage({ locale }: { locale: Locale }) {
  return (
    <AdminPage locale={locale} section="coupons" path={PATH} title="Create codes">
      <NewCoupon locale={locale} />
    </AdminPage>
  );
}

async function NewCoupon({ locale }: { locale: Locale }) {
  const partners = await listAdminPartners();
  return (
    <CouponForm
      kinds={LINE_KINDS}
      partners={partners.map(({ partnerCode, name }) => ({ partnerCode, name }))}
      listPath={getPathname({ href: '/admin/coupons', locale })}
    />
  );
}
