import 'client-only';
import type {
  CheckDeviceResponse,
  CurrenciesResponse,
  FxConvertResponse,
  ReverseGeocodeResponse,
  TranslateLanguagesResponse,
  TranslateResponse,
  WeatherResponse,
} from '@tern/contracts';
import { browserGet, browserPost } from './browser-request';

/** What the utilities' calls answer with, for the components that show it. */
export type WeatherData = WeatherResponse['data'];
export type TranslateData = TranslateResponse['data'];
export type { TranslateLanguage } from '@tern/contracts';

/** GET /v1/currencies: every currency with its flag, for the converter's pickers. */
export async function listCurrenciesInBrowser(signal?: AbortSignal) {
  const response = await browserGet<CurrenciesResponse>('/currencies', { signal });
  return response.data.currencies;
}

/** GET /v1/fx/convert: `amount` of `from` in `to`, with the rate and the date of the rates. */
export async function convertCurrency(
  query: { from: string; to: string; amount: number },
  signal?: AbortSignal,
) {
  const response = await browserGet<FxConvertResponse>('/fx/convert', { query, signal });
  return response.data;
}

/** GET /v1/translate/languages: the languages the translator offers. */
export async function listTranslateLanguages(signal?: AbortSignal) {
  const response = await browserGet<TranslateLanguagesResponse>('/translate/languages', { signal });
  return response.data;
}

/** POST /v1/translate: the translation of `text`, or the phrasebook's nearest phrases. */
export async function translateText(
  body: { text: string; source: string; target: string },
  signal?: AbortSignal,
) {
  const response = await browserPost<TranslateResponse>('/translate', body, { signal });
  return response.data;
}

/** GET /v1/weather: current conditions and the 5-day forecast at a position. */
export async function getWeather(query: { lat: number; lon: number }, signal?: AbortSignal) {
  const response = await browserGet<WeatherResponse>('/weather', { query, signal });
  return response.data;
}

/** GET /v1/geocode/reverse: the place at a position. */
export async function reverseGeocode(query: { lat: number; lon: number }, signal?: AbortSignal) {
  const response = await browserGet<ReverseGeocodeResponse>('/geocode/reverse', { query, signal });
  return response.data;
}

/** GET /v1/esim/check-device: whether a phone model (or user agent) takes an eSIM. */
export async function checkDevice(
  query: { model?: string; userAgent?: string },
  signal?: AbortSignal,
) {
  const response = await browserGet<CheckDeviceResponse>('/esim/check-device', { query, signal });
  return response.data;
}
