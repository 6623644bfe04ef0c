import type { OrderLine } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import type { EsimLine } from './esim-line-of';
import { esimViewState, statusKey } from './esim-view-state';

const esim: NonNullable<EsimLine['delivery']> = {
  iccid: '8944000000000000001',
  smdpAddress: 'smdp.simulator.tern.travel',
  matchingId: 'ABCD-EFGH-JKLM-NPQR',
  lpaString: 'LPA:1$smdp.simulator.tern.travel$ABCD-EFGH-JKLM-NPQR',
  iosInstallUrl: 'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=x',
  androidInstallUrl: 'https://esimsetup.android.com/esim_qrcode_provisioning?carddata=x',
};
const pending = { status: 'pending' as OrderLine['status'], delivery: null };
const delivered = { status: 'fulfilled' as OrderLine['status'], delivery: esim };

describe('esimViewState', () => {
  it('shows the eSIM of the line once it is delivered', () => {
    expect(esimViewState({ status: 'fulfilled' }, delivered)).toEqual({ kind: 'delivered', esim });
  });

  it('asks for payment while the order is unpaid', () => {
    expect(esimViewState({ status: 'awaiting_payment' }, pending)).toEqual({ kind: 'unpaid' });
  });

  it('is preparing right after payment, without a delay notice', () => {
    expect(esimViewState({ status: 'paid' }, pending)).toEqual({
      kind: 'preparing',
      delayed: false,
    });
  });

  it('is honestly "preparing, taking longer" while the order waits for stock', () => {
    expect(esimViewState({ status: 'waiting_for_stock' }, pending)).toEqual({
      kind: 'preparing',
      delayed: true,
    });
  });

  it('says a line that could not be delivered was refunded, not that it is still coming', () => {
    const refunded = { status: 'refunded' as const, delivery: null };
    expect(esimViewState({ status: 'refunded' }, refunded)).toEqual({ kind: 'refunded' });
    // One line of a bigger order refunded while the order as a whole was fulfilled.
    expect(esimViewState({ status: 'fulfilled' }, refunded)).toEqual({ kind: 'refunded' });
  });

  it('says an order closed unpaid was cancelled', () => {
    expect(esimViewState({ status: 'cancelled' }, pending)).toEqual({ kind: 'cancelled' });
  });

  it('never claims delivery without an eSIM, whatever the status says', () => {
    expect(esimViewState({ status: 'fulfilled' }, { ...delivered, delivery: null }).kind).toBe(
      'preparing',
    );
  });

  it('names the status badge', () => {
    expect(statusKey({ kind: 'delivered', esim })).toBe('fulfilled');
    expect(statusKey({ kind: 'unpaid' })).toBe('awaiting_payment');
    expect(statusKey({ kind: 'preparing', delayed: true })).toBe('preparing');
    expect(statusKey({ kind: 'refunded' })).toBe('refunded');
    expect(statusKey({ kind: 'cancelled' })).toBe('cancelled');
  });
});
