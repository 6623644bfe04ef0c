import { setRequestLocale } from 'next-intl/server';
import { PartnerEditorPage } from '@/features/admin/server';
import type { Locale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export const metadata = { title: 'Add a partner' };

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PartnerEditorPage locale={locale as Locale} />;
}
