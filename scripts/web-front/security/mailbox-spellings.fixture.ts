// The dev mailbox's pages and the API's outbox, spelt every way that Next or the API would read as
// them (issue 21). The front server must refuse all of them to a client elsewhere: shared by the
// unit tests and the browser suite's hardening tests.
export const MAILBOX_SPELLINGS = [
  '/dev/mailbox',
  '/vi/dev/mailbox',
  '/dev/mailbox/abc',
  '/dev/mailbox;x',
  '/%64ev/mailbox',
  '/en/%64ev/mailbox',
  '/DEV/mailbox',
  '/vi/./dev/mailbox',
  '/vi/dev/%6Dailbox/abc',
  '/faq/../dev/mailbox',
  '/_next/static/../../dev/mailbox',
  '/api/v1/dev',
  '/api/v1/dev/outbox',
  '/api/v1/%64ev/outbox',
  '/api/v1/%64%65%76/outbox?limit=1',
  '/api/v1/DEV/outbox',
  '/API/V1/Dev/Outbox',
  '/api/v1/./dev/outbox',
  '/api/v1/x/../dev/outbox',
  '/api/v1/x/%2e%2e/dev/outbox',
  '/api//v1//dev/outbox',
  '/api/v1/dev;x/outbox',
];
