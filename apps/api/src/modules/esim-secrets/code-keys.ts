import { createHash, createSecretKey } from 'node:crypto';
import type { SealingKey } from './sealed-text';

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const BASE64 = /^(?:[A-Za-z0-9+/]+|[A-Za-z0-9_-]+)={0,2}$/;
const KEY_BYTES = 32;

/**
 * ESIM_CODE_KEYS: `id:base64key,…`, each key 32 bytes (`openssl rand -base64 32`); the first
 * seals new codes, the others only open. Problems name the entry by its id or position, never
 * by its key, since this text is a secret.
 */
export function parseCodeKeys(value: string): { keys: SealingKey[]; problems: string[] } {
  const keys: SealingKey[] = [];
  const problems: string[] = [];
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => entry === ''))
    return { keys, problems: ['must list at least one key as id:base64key'] };
  entries.forEach((entry, index) => {
    const colon = entry.indexOf(':');
    if (colon < 0) {
      problems.push(`entry ${index + 1} must be id:base64key`);
      return;
    }
    const id = entry.slice(0, colon).trim();
    const material = entry.slice(colon + 1).trim();
    if (!KEY_ID.test(id)) {
      problems.push(`entry ${index + 1}: the key id must be 1 to 32 letters, digits, - or _`);
      return;
    }
    if (keys.some((k) => k.id === id)) {
      problems.push(`key id "${id}" is listed twice`);
      return;
    }
    const bytes = BASE64.test(material) ? Buffer.from(material, 'base64') : undefined;
    if (!bytes) problems.push(`key "${id}" is not base64`);
    else if (bytes.length !== KEY_BYTES)
      problems.push(`key "${id}" is ${bytes.length} bytes; it must be ${KEY_BYTES}`);
    else keys.push({ id, key: createSecretKey(bytes) });
  });
  return { keys: problems.length > 0 ? [] : keys, problems };
}

/**
 * Without ESIM_CODE_KEYS (development, tests, a shop on this machine) codes are sealed with a
 * key derived from a fixed label: stable across restarts, so nothing sealed is lost, but known
 * to anyone, so it protects nothing. Production elsewhere must set ESIM_CODE_KEYS (config.ts).
 */
export function localCodeKey(): SealingKey {
  const bytes = createHash('sha256')
    .update('tern local eSIM code key, never for production')
    .digest();
  return { id: 'local', key: createSecretKey(bytes) };
}
