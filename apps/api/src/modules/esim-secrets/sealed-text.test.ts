import { createSecretKey, randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createEsimCodes } from './esim-codes';
import { createSealer, isSealed, SealedTextError, type SealingKey } from './sealed-text';

const keyOf = (id: string): SealingKey => ({ id, key: createSecretKey(randomBytes(32)) });
const CODE = 'K2-4HQ7Z-1XM9PA';
const ROW = 'esim_profiles.matching_id:8944000000000000017';

/** The message of what `open` throws, for asserting what it names and what it never does. */
function openFailure(open: () => unknown): string {
  try {
    open();
  } catch (error) {
    expect(error).toBeInstanceOf(SealedTextError);
    return (error as Error).message;
  }
  throw new Error('expected open to fail');
}

describe('sealed text (AES-256-GCM)', () => {
  const k1 = keyOf('k1');

  it('seals to v1.<keyId>.<iv>.<ciphertext> and opens back, a fresh IV each time', () => {
    const sealer = createSealer([k1]);
    const first = sealer.seal(CODE, ROW);
    const second = sealer.seal(CODE, ROW);
    expect(first).toMatch(/^v1\.k1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(CODE);
    expect(isSealed(first)).toBe(true);
    expect(isSealed(CODE)).toBe(false);
    expect(sealer.open(first, ROW)).toBe(CODE);
    expect(sealer.open(second, ROW)).toBe(CODE);
  });

  it('does not open for another row: a value copied elsewhere stays shut', () => {
    const sealer = createSealer([k1]);
    const sealed = sealer.seal(CODE, ROW);
    const message = openFailure(() => sealer.open(sealed, `${ROW}9`));
    expect(message).toMatch(/key "k1".*altered, or sealed for another row/);
    expect(message).not.toContain(CODE);
  });

  it('does not open once altered, naming the key but never the content', () => {
    const sealer = createSealer([k1]);
    const sealed = sealer.seal(CODE, ROW);
    const body = sealed.split('.')[3]!;
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    const altered = sealed.replace(body, flipped);
    expect(openFailure(() => sealer.open(altered, ROW))).toMatch(/key "k1".*altered/);
    expect(openFailure(() => sealer.open(sealed.slice(0, -4), ROW))).toMatch(/altered/);
  });

  it('opens values of every key given, seals with the first only', () => {
    const old = createSealer([k1]);
    const sealedOld = old.seal(CODE, ROW);
    const rotated = createSealer([keyOf('k2'), k1]);
    expect(rotated.currentKeyId).toBe('k2');
    expect(rotated.open(sealedOld, ROW)).toBe(CODE);
    expect(rotated.seal(CODE, ROW)).toMatch(/^v1\.k2\./);
  });

  it('refuses a key id it does not hold, by name', () => {
    const sealed = createSealer([k1]).seal(CODE, ROW);
    const message = openFailure(() => createSealer([keyOf('k2')]).open(sealed, ROW));
    expect(message).toBe('sealed under key "k1", which is not among the keys given');
  });

  it('does not open a value relabelled with another key id', () => {
    const k2 = keyOf('k2');
    const sealer = createSealer([k1, k2]);
    const relabelled = sealer.seal(CODE, ROW).replace(/^v1\.k1\./, 'v1.k2.');
    expect(openFailure(() => sealer.open(relabelled, ROW))).toMatch(/key "k2".*altered/);
  });

  it('refuses what is not a sealed value without repeating it', () => {
    const message = openFailure(() => createSealer([k1]).open(`v1.${CODE}`, ROW));
    expect(message).toMatch(/not a sealed value/);
    expect(message).not.toContain(CODE);
  });

  it('keeps key bytes out of JSON and inspection', () => {
    const bytes = randomBytes(32);
    const key: SealingKey = { id: 'k9', key: createSecretKey(bytes) };
    const shown = `${JSON.stringify(key)} ${inspect(key, { depth: 5 })}`;
    expect(shown).not.toContain(bytes.toString('base64'));
    expect(shown).not.toContain(bytes.toString('hex'));
  });
});

describe('eSIM codes', () => {
  const codes = createEsimCodes([keyOf('k1')]);
  const iccid = '8944000000000000017';

  it('are bound to their eSIM: a code sealed for one ICCID does not open on another', () => {
    const matchingId = codes.seal(CODE, iccid);
    expect(codes.open({ iccid, matchingId })).toBe(CODE);
    const message = openFailure(() => codes.open({ iccid: '8944000000000000025', matchingId }));
    expect(message).toMatch(/^activation code of eSIM 8944000000000000025: sealed under key "k1"/);
    expect(message).not.toContain(CODE);
  });

  it('read a row stored before sealing as it is', () => {
    expect(codes.open({ iccid, matchingId: CODE })).toBe(CODE);
    expect(codes.currentPrefix).toBe('v1.k1.');
  });
});
