import { redirect } from '@/i18n/navigation';

type Props = { params: Promise<{ locale: string }> };

/** /esims on its own is the list of eSIMs, which lives at the spec's order-history route. */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  redirect({ href: '/profile?orderHistory=true', locale });
}
