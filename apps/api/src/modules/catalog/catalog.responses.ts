import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { CatalogueStore } from './catalog.store';

/**
 * Catalogue answers change only when the catalogue does, so each distinct one is validated
 * against its contract and serialised once, then sent as stored bytes. The cache hangs off the
 * snapshot it was computed from, so a reloaded catalogue starts with an empty one.
 *
 * An answer is keyed by the request's address unless the route names it more cheaply with
 * `answerKey`: a search keys by the countries it matched, so the many ways of typing (and
 * mistyping) a name share one serialised answer, and a search seen for the first time costs the
 * in-memory match rather than mapping, validating and serialising the list again.
 */
const cachesBySnapshot = new WeakMap<object, LRUCache<string, Buffer>>();
const MAX_CACHED_RESPONSES = 2_000;

export async function sendCatalogueResponse<S extends z.ZodType>(
  store: CatalogueStore,
  request: FastifyRequest,
  reply: FastifyReply,
  schema: S,
  compute: () => Promise<z.input<S>>,
  answerKey?: () => Promise<string>,
): Promise<void> {
  const snapshot = await store.snapshot();
  let cache = cachesBySnapshot.get(snapshot);
  if (!cache) {
    cache = new LRUCache({ max: MAX_CACHED_RESPONSES });
    cachesBySnapshot.set(snapshot, cache);
  }
  // The site changes prices (markup, default currency), so it is part of the key.
  const key = `${request.site.id} ${answerKey ? await answerKey() : request.url}`;
  let body = cache.get(key);
  if (body === undefined) {
    // Kept as UTF-8 bytes: each send then skips measuring and encoding the text again.
    body = Buffer.from(JSON.stringify(schema.parse(await compute())));
    if (store.cachesResponses) cache.set(key, body);
  }
  // Bytes with a JSON content type are sent as they are: Fastify skips the schema serializer.
  await reply.type('application/json; charset=utf-8').send(body);
}
