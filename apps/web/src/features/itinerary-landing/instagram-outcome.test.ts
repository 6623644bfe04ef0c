import { describe, expect, it } from 'vitest';
import { instagramOutcome } from './instagram-outcome';

describe('the Instagram outcome in the address', () => {
  it('reads linked, denied and failed', () => {
    expect(instagramOutcome('?instagram=linked')).toBe('linked');
    expect(instagramOutcome('?x=1&instagram=denied')).toBe('denied');
    expect(instagramOutcome('instagram=failed')).toBe('failed');
  });

  it('ignores anything else', () => {
    for (const search of ['', '?instagram=', '?instagram=LINKED', '?instagram=<b>', '?ig=linked']) {
      expect(instagramOutcome(search)).toBeNull();
    }
  });
});
