import { DestinationNotFound } from '@/features/destination/destination-not-found';

/** Every unknown path under a locale: unknown destinations, nested paths, missing pages. */
export default function NotFound() {
  return <DestinationNotFound />;
}
