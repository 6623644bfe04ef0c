import { describe, expect, it } from 'vitest';
import en from '../../../messages/en/checkout.json';
import vi from '../../../messages/vi/checkout.json';
import { deliverableOf } from './line-words';

describe('what checkout says it sends', () => {
  it('names the lines’ one deliverable, or the order when they mix or there are none', () => {
    expect(deliverableOf(['esim_plan'])).toBe('esim');
    expect(deliverableOf(['lounge_pass'])).toBe('epass');
    expect(deliverableOf(['fast_track', 'lounge_pass'])).toBe('epass');
    expect(deliverableOf(['attraction_ticket'])).toBe('tickets');
    expect(deliverableOf(['esim_plan', 'fast_track'])).toBe('order');
    expect(deliverableOf(['attraction_ticket', 'lounge_pass'])).toBe('order');
    expect(deliverableOf([])).toBe('order');
  });

  it('has the guest dialog’s words for each, in both locales, the eSIM ones unchanged', () => {
    for (const messages of [en, vi]) {
      for (const key of ['esim', 'epass', 'tickets', 'order'] as const) {
        expect(messages.guest.title[key]).toBeTruthy();
        expect(messages.guest.emailHint[key]).toBeTruthy();
      }
    }
    expect(en.guest.title.esim).toBe('Where should we send your eSIM?');
    expect(en.guest.emailHint.esim).toBe('Where we send your eSIM');
    expect(en.guest.title.epass).toBe('Where should we send your e-pass?');
  });
});
