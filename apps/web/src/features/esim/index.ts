/** The eSIM feature's public entry: the order's eSIM page and the line it shows. */

export { DeliveredEsim } from './delivered-esim';
export { esimLineOf } from './esim-line-of';
export { EsimPage } from './esim-page';
