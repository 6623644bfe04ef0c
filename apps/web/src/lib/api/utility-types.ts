/**
 * Stand-ins for the utilities contracts being written on branch util11api (the fields this web
 * side reads, same names and shapes); replaced by the @tern/contracts types once it is merged.
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
  data: { languages: TranslateLanguage[]; provider: string };
}
export interface PhraseSuggestion {
  source: string;
  target: string;
  category: string;
}
export interface TranslateData {
  translations: Array<{ translatedText: string }>;
  /** exact/close: from the phrasebook; none: not covered (see suggestions); machine: a service. */
  match: 'exact' | 'close' | 'none' | 'machine';
  message?: string;
  suggestions: PhraseSuggestion[];
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
  data: { city: string | null; town?: string; village?: string; country: string | null };
}
export interface CheckDeviceResponse {
  data: { model: string | null; brand: string | null; compatible: boolean | null; notes: string[] };
}
export interface Device {
  model: string;
  aliases: string[];
  year: number;
  /** Versions without eSIM, e.g. "Models sold in mainland China". */
  exceptions: string[];
}
export interface DevicesResponse {
  data: {
    brands: Array<{ brand: string; devices: Device[] }>;
    sources: Array<{ name: string; url: string }>;
    updated: string;
  };
  count: number;
}
