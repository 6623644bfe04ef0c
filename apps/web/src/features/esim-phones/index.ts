export { EsimPhonesPage } from './esim-phones-page';
