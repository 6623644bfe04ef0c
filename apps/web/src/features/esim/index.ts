/** The eSIM feature's public entry: the order's eSIM page. */
export { EsimPage } from './esim-page';
export { esimPlanOf } from './esim-plan-of';
