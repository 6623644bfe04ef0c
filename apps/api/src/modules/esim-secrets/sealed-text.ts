import { createCipheriv, createDecipheriv, type KeyObject, randomBytes } from 'node:crypto';

/** A 256-bit key and the id written beside every value sealed with it. */
export interface SealingKey {
  id: string;
  /** A KeyObject, so the key's bytes never show in JSON.stringify or util.inspect. */
  key: KeyObject;
}

const VERSION = 'v1';
/** 96 bits: GCM's own IV size; random per value, so one key may seal 2^32 values safely. */
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value that cannot be opened. Its message names the key id, never the content. */
export class SealedTextError extends Error {}

/** Legacy plain text (stored before sealing) has no `v1.` prefix. */
export const isSealed = (stored: string) => stored.startsWith(`${VERSION}.`);

/** The prefix of every value sealed under `keyId`. */
export const sealedPrefix = (keyId: string) => `${VERSION}.${keyId}.`;

/**
 * AES-256-GCM sealing: `v1.<keyId>.<iv>.<ciphertext+tag>` (base64url). The caller's `aad` (the
 * row a value belongs to) and the header are authenticated, so a value moved to another row, or
 * relabelled with another key id, does not open. The first key seals; every key opens.
 */
export function createSealer(keys: readonly SealingKey[]) {
  const [current] = keys;
  if (!current) throw new Error('sealing needs at least one key');
  const byId = new Map(keys.map((k) => [k.id, k.key]));
  const additionalData = (keyId: string, aad: string) =>
    Buffer.from(`${VERSION}.${keyId}|${aad}`, 'utf8');

  return {
    currentKeyId: current.id,

    seal(plain: string, aad: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(additionalData(current.id, aad));
      const body = Buffer.concat([
        cipher.update(plain, 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return `${sealedPrefix(current.id)}${iv.toString('base64url')}.${body.toString('base64url')}`;
    },

    open(sealed: string, aad: string): string {
      const [version, keyId, ivText, bodyText, extra] = sealed.split('.');
      if (version !== VERSION || !keyId || !ivText || !bodyText || extra !== undefined)
        throw new SealedTextError('not a sealed value (v1.<keyId>.<iv>.<ciphertext>)');
      // Key ids are short words (code-keys.ts); anything else is shown cut down, never whole.
      const name = keyId.slice(0, 32);
      const key = byId.get(keyId);
      if (!key)
        throw new SealedTextError(`sealed under key "${name}", which is not among the keys given`);
      const iv = Buffer.from(ivText, 'base64url');
      const body = Buffer.from(bodyText, 'base64url');
      const broken = () =>
        new SealedTextError(
          `sealed under key "${name}" but does not open: altered, or sealed for another row`,
        );
      if (iv.length !== IV_BYTES || body.length < TAG_BYTES) throw broken();
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(additionalData(keyId, aad));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      try {
        const plain = decipher.update(body.subarray(0, body.length - TAG_BYTES));
        return Buffer.concat([plain, decipher.final()]).toString('utf8');
      } catch {
        throw broken();
      }
    },
  };
}

export type Sealer = ReturnType<typeof createSealer>;
