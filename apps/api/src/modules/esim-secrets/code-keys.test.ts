import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localCodeKey, parseCodeKeys } from './code-keys';
import { createSealer } from './sealed-text';

const key32 = () => randomBytes(32).toString('base64');

describe('ESIM_CODE_KEYS', () => {
  it('reads id:base64key pairs in order, the first being the one that seals', () => {
    const [a, b] = [key32(), randomBytes(32).toString('base64url')];
    const { keys, problems } = parseCodeKeys(` 2026-11:${a} , 2026_05:${b}`);
    expect(problems).toEqual([]);
    expect(keys.map((k) => k.id)).toEqual(['2026-11', '2026_05']);
    expect(keys[0]!.key.export().toString('base64')).toBe(a);
    expect(createSealer(keys).currentKeyId).toBe('2026-11');
  });

  it.each([
    ['', 'must list at least one key as id:base64key'],
    [' , ', 'must list at least one key as id:base64key'],
    ['k1', 'entry 1 must be id:base64key'],
    [`k1:${key32()},${key32()}`, 'entry 2 must be id:base64key'],
    [`k.1:${key32()}`, 'entry 1: the key id must be 1 to 32 letters, digits, - or _'],
    [`:${key32()}`, 'entry 1: the key id must be 1 to 32 letters, digits, - or _'],
    ['k1:not base64!', 'key "k1" is not base64'],
    [`k1:${randomBytes(16).toString('base64')}`, 'key "k1" is 16 bytes; it must be 32'],
    [`k1:${key32()},k1:${key32()}`, 'key id "k1" is listed twice'],
  ])('names the problem in %j', (value, problem) => {
    const parsed = parseCodeKeys(value);
    expect(parsed.problems).toContain(problem);
    expect(parsed.keys).toEqual([]);
  });

  it('never repeats key material in a problem', () => {
    const material = randomBytes(31).toString('base64');
    const { problems } = parseCodeKeys(`k1:${material},${material}`);
    expect(problems).toHaveLength(2);
    for (const problem of problems) expect(problem).not.toContain(material);
  });

  it('without it, the local key is the same at every start, so stored codes still open', () => {
    const sealed = createSealer([localCodeKey()]).seal('CODE-1', 'row');
    expect(sealed).toMatch(/^v1\.local\./);
    expect(createSealer([localCodeKey()]).open(sealed, 'row')).toBe('CODE-1');
  });
});
