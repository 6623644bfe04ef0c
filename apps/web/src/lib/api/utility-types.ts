/**
 * Stand-ins for the utilities contracts (branch util11api), shaped as issue 11 describes them;
 * replaced by the @tern/contracts types once that branch is merged.
 */

/** One OpenWeatherMap condition (weather[0]). */
export interface WeatherCondition {
  main: string;
  description: string;
  icon: string;
}

/** One OpenWeatherMap 3-hourly forecast entry, or the current conditions. */
export interface ForecastEntry {
  /** Unix seconds. */
  dt: number;
  main: { temp: number; feels_like: number; humidity: number };
  wind: { speed: number };
  clouds: { all: number };
  weather: WeatherCondition[];
}

export interface FxConvertResponse {
  data: { convertedAmount: number; rate: number; date: string };
}
export interface TranslateLanguage {
  code: string;
  name: string;
}
export interface TranslateLanguagesResponse {
  data: { languages: TranslateLanguage[] };
}
export interface TranslateData {
  translations: Array<{ translatedText: string }>;
  covered?: boolean;
  message?: string;
  suggestions: Array<{ text: string; translation: string }>;
}
export interface TranslateResponse {
  data: TranslateData;
}
export interface WeatherData {
  current: ForecastEntry & { cod: number | string };
  forecast: { cod: number | string; list: ForecastEntry[]; city?: { timezone?: number } };
  sample: boolean;
}
export interface WeatherResponse {
  data: WeatherData;
}
export interface ReverseGeocodeResponse {
  data: { city?: string | null; town?: string; village?: string; country: string };
}
export interface CheckDeviceResponse {
  data: { model: string; compatible: boolean | null; notes: string };
}
export interface EsimDevice {
  brand: string;
  model: string;
  aliases: string[];
  year?: number | null;
  notes?: string | null;
}
export interface EsimDevicesResponse {
  data: { devices: EsimDevice[] };
}
