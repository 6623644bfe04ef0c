/** The eSIM feature's public entry: the order's eSIM page and the line it shows. */

export { DataLeftBar } from './data-left-bar';
export { DeliveredEsim } from './delivered-esim';
export { esimLineOf, topUpLineOf } from './esim-line-of';
export { EsimPage } from './esim-page';
export { TopUpPage } from './top-up-page';
