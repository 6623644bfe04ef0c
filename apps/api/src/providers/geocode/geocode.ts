/** Where a point on Earth is, as far as a traveller cares: the nearest town and its country. */
export interface GeocodeResult {
  city: string;
  countryCode: string;
  distanceKm: number;
}

export interface GeocodeProvider {
  /** Null when nothing is near (open sea, poles). */
  locate(latitude: number, longitude: number): Promise<GeocodeResult | null>;
}
