import { AttractionNotFound } from '@/features/attractions';

/** An unknown attraction is a real 404 that offers the listing. */
export default function NotFound() {
  return <AttractionNotFound />;
}
