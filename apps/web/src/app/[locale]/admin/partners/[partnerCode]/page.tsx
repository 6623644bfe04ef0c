import { setRequestLocale } from 'next-intl/server';
import { PartnerEditorPage } from '@/features/admin/server';
import type { Locale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string; partnerCode: string }> };

export async function generateMetadata({ params }: Props) {
  return { title: `Partner ${(await params).partnerCode.toUpperCase()}` };
}

export default async function Page({ params }: Props) {
  const { locale, partnerCode } = await params;
  setRequestLocale(locale);
  return <PartnerEditorPage locale={locale as Locale} partnerCode={partnerCode} />;
}
