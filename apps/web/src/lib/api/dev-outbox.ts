import 'server-only';
import {
  type OutboxListResponse,
  OutboxListResponseSchema,
  type OutboxMessage,
  OutboxMessageResponseSchema,
} from '@tern/contracts';
import { serverGet } from './server';

/** GET /v1/dev/outbox: the newest e-mails the API kept (only where mail is not really sent). */
export const listOutbox = (limit: number): Promise<OutboxListResponse> =>
  serverGet('/dev/outbox', OutboxListResponseSchema, { query: { limit } });

/** GET /v1/dev/outbox/{id}: one kept e-mail. */
export async function getOutboxMessage(id: string): Promise<OutboxMessage> {
  return (await serverGet(`/dev/outbox/${encodeURIComponent(id)}`, OutboxMessageResponseSchema))
    .data;
}
