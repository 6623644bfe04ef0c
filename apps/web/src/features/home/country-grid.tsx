import type { Country } from '@tern/contracts';
import { CountryCard } from './country-card';

/** Cards in the first two rows at the widest layout load eagerly; the rest wait for scrolling. */
const EAGER_CARDS = 8;

export const COUNTRY_GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

export function CountryGrid({ countries }: { countries: Country[] }) {
  return (
    <ul className={COUNTRY_GRID_CLASSES}>
      {countries.map((country, index) => (
        <li key={country._id}>
          <CountryCard country={country} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
