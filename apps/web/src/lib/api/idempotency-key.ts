/**
 * A random UUID v4 for the Idempotency-Key header: one per purchase or payment attempt, so a
 * double click or a retried request is answered once. crypto.randomUUID exists only in secure
 * contexts (HTTPS or localhost); a shop reached over plain HTTP on a LAN falls back to
 * getRandomValues, which is available everywhere.
 */
export function newIdempotencyKey(cryptoSource: Crypto = globalThis.crypto): string {
  if (typeof cryptoSource.randomUUID === 'function') return cryptoSource.randomUUID();
  const bytes = cryptoSource.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
