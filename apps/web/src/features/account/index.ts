/** The account feature's public entry: what other features and pages may use. */
export { AccountEntry, type AccountEntryProps } from './account-entry';
export { MY_ESIMS_HREF, SIGN_IN_HREF } from './account-links';
