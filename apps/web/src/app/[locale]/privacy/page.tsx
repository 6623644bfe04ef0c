import { LegalPage, legalPageMetadata } from '@/features/content';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return legalPageMetadata((await params).locale, 'privacy', '/privacy');
}

export default async function Page({ params }: Props) {
  return <LegalPage locale={(await params).locale} pageKey="privacy" />;
}
