import 'server-only';
import {
  type OutboxListResponse,
  OutboxListResponseSchema,
  type OutboxMessage,
  OutboxMessageResponseSchema,
} from '@tern/contracts';
import { serverGet } from './server';

/**
 * Who asks for the outbox: the visitor of the page being rendered (the API shows it only to one
 * on its machine, so it must be told who they are), or this server itself.
 */
export type OutboxReader = 'visitor' | 'server';

/** GET /v1/dev/outbox: the newest e-mails the API kept (only where mail is not really sent). */
export const listOutbox = (limit: number, reader: OutboxReader): Promise<OutboxListResponse> =>
  serverGet('/dev/outbox', OutboxListResponseSchema, {
    query: { limit },
    forwardVisitor: reader === 'visitor',
  });

/** GET /v1/dev/outbox/{id}: one kept e-mail, for the visitor. */
export async function getOutboxMessage(id: string): Promise<OutboxMessage> {
  const path = `/dev/outbox/${encodeURIComponent(id)}` as const;
  return (await serverGet(path, OutboxMessageResponseSchema, { forwardVisitor: true })).data;
}
