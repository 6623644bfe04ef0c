import { redirect } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

/** /esims on its own is the list of eSIMs, which lives at the spec's order-history route. */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  redirect(getPathname({ href: '/profile?orderHistory=true', locale: locale as Locale }));
}
