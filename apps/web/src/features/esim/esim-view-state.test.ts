import type { Order } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { esimViewState, statusKey } from './esim-view-state';

const esim: NonNullable<Order['esim']> = {
  iccid: '8944000000000000001',
  smdpAddress: 'smdp.simulator.tern.travel',
  matchingId: 'ABCD-EFGH-JKLM-NPQR',
  lpaString: 'LPA:1$smdp.simulator.tern.travel$ABCD-EFGH-JKLM-NPQR',
  iosInstallUrl: 'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=x',
  androidInstallUrl: 'https://esimsetup.android.com/esim_qrcode_provisioning?carddata=x',
};

describe('esimViewState', () => {
  it('shows the eSIM once it is delivered', () => {
    expect(esimViewState({ status: 'fulfilled', esim })).toEqual({ kind: 'delivered', esim });
  });

  it('asks for payment while the order is unpaid', () => {
    expect(esimViewState({ status: 'awaiting_payment', esim: null })).toEqual({ kind: 'unpaid' });
  });

  it('is preparing right after payment, without a delay notice', () => {
    expect(esimViewState({ status: 'paid', esim: null })).toEqual({
      kind: 'preparing',
      delayed: false,
    });
  });

  it('is honestly "preparing, taking longer" when out of stock or provisioning failed', () => {
    for (const status of ['waiting_for_stock', 'provisioning_failed'] as const) {
      expect(esimViewState({ status, esim: null })).toEqual({ kind: 'preparing', delayed: true });
    }
  });

  it('never claims delivery without an eSIM, whatever the status says', () => {
    expect(esimViewState({ status: 'fulfilled', esim: null }).kind).toBe('preparing');
  });

  it('names the status badge', () => {
    expect(statusKey({ kind: 'delivered', esim })).toBe('fulfilled');
    expect(statusKey({ kind: 'unpaid' })).toBe('awaiting_payment');
    expect(statusKey({ kind: 'preparing', delayed: true })).toBe('preparing');
  });
});
