import { describe, expect, it } from 'vitest';
import { destinationPagePath, destinationSlugFromPath, slugifyDestinationName } from './slug';

describe('destination routes (spec §2)', () => {
  it('lowercases names and joins words with hyphens', () => {
    expect(destinationPagePath('United States')).toBe('/united-states-mobile-esim-plans');
    expect(slugifyDestinationName('Bosnia and Herzegovina')).toBe('bosnia-and-herzegovina');
  });

  it('drops accents and punctuation', () => {
    expect(slugifyDestinationName('Åland Islands')).toBe('aland-islands');
    expect(slugifyDestinationName("Côte d'Ivoire")).toBe('cote-divoire');
    expect(slugifyDestinationName('Guinea-Bissau')).toBe('guinea-bissau');
  });

  it('reads the slug back from a page path segment', () => {
    expect(destinationSlugFromPath('france-mobile-esim-plans')).toBe('france');
    expect(destinationSlugFromPath('France')).toBe('france');
  });
});
