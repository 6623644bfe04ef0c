import type { WeatherResponse } from '@tern/contracts';

export type WeatherReport = WeatherResponse['data'];

export interface WeatherProvider {
  /** Current conditions and the 5-day, 3-hourly forecast; throws ProviderUnavailableError. */
  report(latitude: number, longitude: number): Promise<WeatherReport>;
}
