import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutboxMessage, OutboxSummary } from '@tern/contracts';
import PostalMime from 'postal-mime';

/** Ids are written by the outbox mailer; anything else (../, slashes) never reaches the disk. */
const ID_PATTERN = /^[A-Za-z0-9-]{1,100}$/;

/**
 * Newest first. Ids start with the ISO time the message was written, so sorting the file names
 * orders them without opening every summary.
 */
export async function listOutbox(
  outboxDir: string,
  limit: number,
): Promise<{ messages: OutboxSummary[]; count: number }> {
  const names = await readdir(outboxDir).catch(ifMissing([] as string[]));
  const ids = names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter((id) => ID_PATTERN.test(id))
    .sort()
    .reverse();
  const summaries = await Promise.all(ids.slice(0, limit).map((id) => readSummary(outboxDir, id)));
  return {
    messages: summaries.filter((s): s is OutboxSummary => s !== null),
    count: ids.length,
  };
}

/** The message as the recipient would see it, or null when there is no such message. */
export async function readOutboxMessage(
  outboxDir: string,
  id: string,
): Promise<OutboxMessage | null> {
  if (!ID_PATTERN.test(id)) return null;
  const [summary, raw] = await Promise.all([
    readSummary(outboxDir, id),
    readFile(join(outboxDir, `${id}.eml`)).catch(ifMissing(null)),
  ]);
  if (!summary || !raw) return null;
  const email = await PostalMime.parse(raw, { attachmentEncoding: 'base64' });
  const inlineImages = new Map<string, string>();
  for (const attachment of email.attachments) {
    if (attachment.contentId && typeof attachment.content === 'string') {
      const cid = attachment.contentId.replace(/^<|>$/g, '');
      inlineImages.set(cid, `data:${attachment.mimeType};base64,${attachment.content}`);
    }
  }
  return {
    ...summary,
    text: email.text ?? null,
    html: email.html ? inlineCidImages(email.html, inlineImages) : null,
    attachments: email.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.mimeType,
      size: typeof a.content === 'string' ? base64Size(a.content) : a.content.byteLength,
      inline: Boolean(a.contentId),
    })),
  };
}

/**
 * A mail client shows `cid:` images from the message's own parts; a browser cannot, so they
 * become data: URLs and the HTML renders on its own (in the web's sandboxed frame).
 */
export function inlineCidImages(html: string, images: ReadonlyMap<string, string>): string {
  return html.replace(/cid:([^"'\s)>]+)/g, (match, cid: string) => images.get(cid) ?? match);
}

async function readSummary(outboxDir: string, id: string): Promise<OutboxSummary | null> {
  const text = await readFile(join(outboxDir, `${id}.json`), 'utf8').catch(ifMissing(null));
  if (text === null) return null;
  try {
    const json = JSON.parse(text) as Partial<OutboxSummary>;
    return {
      id,
      to: String(json.to ?? ''),
      subject: String(json.subject ?? ''),
      sentAt: String(json.sentAt ?? ''),
    };
  } catch {
    // A summary still being written (or hand-edited): skip it rather than fail the whole list.
    return null;
  }
}

function base64Size(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.replace(/\s/g, '').length * 3) / 4) - padding;
}

/** A missing outbox or message is an answer (empty, not found), not a failure. */
function ifMissing<T>(value: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT') return value;
    throw error;
  };
}
