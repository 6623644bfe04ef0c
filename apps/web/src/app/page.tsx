import { HomePage } from '@/features/home/home-page';

/** Regenerated at most every five minutes, like the catalogue data it shows (cache-policy.ts). */
export const revalidate = 300;

export default function Page() {
  return <HomePage />;
}
