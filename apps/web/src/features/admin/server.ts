/**
 * The back office's pages, for app/[locale]/admin: server components that show the "not
 * allowed" page to anyone but an admin. Nothing here is imported by a public page, so no
 * admin code reaches the shop's bundles.
 */
export { AuditPage } from './audit-page';
export { CouponListPage } from './coupons/coupon-list-page';
export { NewCouponPage } from './coupons/new-coupon-page';
export type { SearchParams } from './list-query';
export { OrderDetailPage } from './orders/order-detail-page';
export { OrderSearchPage } from './orders/order-search-page';
export { OverviewPage } from './overview-page';
export { PartnerEditorPage } from './partners/partner-editor-page';
export { PartnerListPage } from './partners/partner-list-page';
export { SubmissionListPage } from './submissions/submission-list-page';
