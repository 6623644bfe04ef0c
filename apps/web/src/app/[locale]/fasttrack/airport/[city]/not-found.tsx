import { CityNotFound } from '@/features/lounges';

/** An unknown city is a real 404 that offers the city picker. */
export default function NotFound() {
  return <CityNotFound mode="fasttrack" />;
}
