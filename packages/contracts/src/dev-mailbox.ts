import { z } from 'zod';

/**
 * The dev-only mailbox: e-mails the API wrote to its outbox instead of sending them. The API
 * serves these routes only where mail is not really sent (config.devMailbox); elsewhere 404.
 */
export const OutboxIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,100}$/, { error: 'id must be an outbox message id' });
export const OutboxParamsSchema = z.object({ id: OutboxIdSchema });

export const OutboxListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(200, { error: 'limit must be at most 200' })
    .default(50)
    .describe('Newest messages first, at most this many'),
});

export const OutboxSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  sentAt: z.string().describe('ISO 8601'),
});
export type OutboxSummary = z.infer<typeof OutboxSummarySchema>;

export const OutboxListResponseSchema = z.object({
  data: z.array(OutboxSummarySchema),
  count: z.number().int().describe('Messages in the outbox, of which data holds the newest'),
});
export type OutboxListResponse = z.infer<typeof OutboxListResponseSchema>;

export const OutboxMessageSchema = OutboxSummarySchema.extend({
  text: z.string().nullable(),
  html: z
    .string()
    .nullable()
    .describe('Inline images (cid:) are replaced by data: URLs so the HTML renders on its own'),
  attachments: z.array(
    z.object({
      filename: z.string().nullable(),
      contentType: z.string(),
      size: z.number().int().describe('Bytes'),
      inline: z.boolean(),
    }),
  ),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxMessageResponseSchema = z.object({ data: OutboxMessageSchema });
export type OutboxMessageResponse = z.infer<typeof OutboxMessageResponseSchema>;
