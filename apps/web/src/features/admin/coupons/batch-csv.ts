/**
 * Where a batch's codes download as CSV: the API's own answer through the web origin, so the
 * admin's session cookie goes with it and the file is never stored on the web server.
 */
export const batchCsvHref = (batchId: string) =>
  `/api/v1/admin/coupons/batches/${encodeURIComponent(batchId)}/codes.csv`;
