import type { Order } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { lineOutcome } from './line-outcome';

const LINE = '6b1f3c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f';
const order = (status: string) =>
  ({ lines: [{ id: LINE, kind: 'esim_plan', status }] }) as unknown as Pick<Order, 'lines'>;

describe('what a waiting page waits for', () => {
  it('keeps waiting while the line is pending', () => {
    expect(lineOutcome(order('pending'), LINE)).toBeNull();
    expect(lineOutcome(order('fulfilled'), 'another-line')).toBeNull();
  });

  it('stops once the line is delivered, or refunded because it could not be', () => {
    expect(lineOutcome(order('fulfilled'), LINE)).toBe('fulfilled');
    expect(lineOutcome(order('refunded'), LINE)).toBe('refunded');
  });
});
