import { setRequestLocale } from 'next-intl/server';
import { HomePage } from '@/features/home/home-page';

/** Regenerated at most every five minutes, like the catalogue data it shows (cache-policy.ts). */
export const revalidate = 300;

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  return <HomePage />;
}
