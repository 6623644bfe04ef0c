/** The account feature's server-side entry: pages and loaders that run only on the server. */
export { fetchOutbox, fetchOutboxMessage } from './dev-mailbox/mailbox-api';
export { MailboxListPage } from './dev-mailbox/mailbox-list-page';
export { MailboxMessagePage } from './dev-mailbox/mailbox-message-page';
export { SignInPage } from './sign-in-page';
