/** The eSIM list feature's public entry. */
export { EsimListPage } from './esim-list-page';
export { parseEsimListQuery } from './esim-list-query';
