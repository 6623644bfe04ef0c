import { DestinationNotFound } from '@/features/destination';

/** Every unknown path under a locale: unknown destinations, nested paths, missing pages. */
export default function NotFound() {
  return <DestinationNotFound />;
}
