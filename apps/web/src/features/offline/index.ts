/** The offline feature's public entry. */
export { clearPersonalCache } from './clear-personal-cache';
export { ServiceWorkerRegistration } from './service-worker-registration';
