/**
 * The data package's "municipality" is sometimes a district or carries the local name in
 * brackets ("Hanoi (Soc Son)", "Arnavutköy, Istanbul"). Travellers pick the city they fly to, so
 * the name is reduced to that city; the few the rule cannot get right are named here.
 */
const CITY_BY_IATA: Readonly<Record<string, string>> = {
  CGN: 'Cologne',
  GLA: 'Glasgow',
  BON: 'Kralendijk',
  XIY: "Xi'an",
  TPE: 'Taipei',
  MWX: 'Muan',
  BSL: 'Basel',
  SAL: 'San Salvador',
  FNA: 'Freetown',
  CVG: 'Cincinnati',
  RDU: 'Raleigh',
};

/** The traveller's city for an airport, or null when the data names none. */
export function cityName(iata: string, municipality: string): string | null {
  const named = CITY_BY_IATA[iata];
  if (named) return named;
  const withoutBrackets = municipality.replace(/\s*\(.*?\)\s*/g, ' ').trim();
  // "District, City": the city is last.
  const parts = withoutBrackets.split(',').map((part) => part.trim());
  const city = (parts.length > 1 ? parts[parts.length - 1] : parts[0]) ?? '';
  // "City / Other town" or "City/Other": the first is the one travellers know.
  const first = city.split('/')[0]?.trim() ?? '';
  return first.length > 0 ? first : null;
}
