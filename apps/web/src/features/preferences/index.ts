/** The preferences feature's public entry: currency and language. */
export { CURRENCY_COOKIE, parseCurrencyCookie } from './currency-cookie';
export { CurrencyPicker } from './currency-picker';
export { usePreferredCurrency } from './currency-store';
export { LanguageSwitch } from './language-switch';
