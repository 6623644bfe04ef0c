import { describe, expect, it } from 'vitest';
import { withholdActivationCodes } from './withhold-codes';

const delivery = {
  iccid: '8944000000000000017',
  smdpAddress: 'smdp.example.com',
  matchingId: 'K2-4HQ7Z-1XM9PA',
  lpaString: 'LPA:1$smdp.example.com$K2-4HQ7Z-1XM9PA',
  iosInstallUrl: 'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1…',
  androidInstallUrl: 'https://esimsetup.android.com/esim_qrcode_provisioning?carddata=LPA%3A1…',
};
const withheld = {
  iccid: delivery.iccid,
  smdpAddress: delivery.smdpAddress,
  matchingId: '',
  lpaString: '',
  iosInstallUrl: '',
  androidInstallUrl: '',
};

describe('activation codes withheld from staff', () => {
  it('empties every eSIM delivery of an order, keeping ICCID and SM-DP+ address', () => {
    const order = {
      id: 'o1',
      esim: delivery,
      lines: [
        { kind: 'esim_plan', name: 'France 5 GB', delivery },
        {
          kind: 'attraction_ticket',
          delivery: { supplierReference: 'R1', freeData: { plan: { name: 'x' }, esim: delivery } },
        },
        { kind: 'lounge_pass', delivery: null },
      ],
    };
    const shown = withholdActivationCodes(order);
    expect(shown).toEqual({
      id: 'o1',
      esim: withheld,
      lines: [
        { kind: 'esim_plan', name: 'France 5 GB', delivery: withheld },
        {
          kind: 'attraction_ticket',
          delivery: { supplierReference: 'R1', freeData: { plan: { name: 'x' }, esim: withheld } },
        },
        { kind: 'lounge_pass', delivery: null },
      ],
    });
    expect(JSON.stringify(shown)).not.toContain('K2-4HQ7Z');
  });

  it('leaves the traveller’s own view untouched', () => {
    const order = { esim: delivery };
    withholdActivationCodes(order);
    expect(order.esim.matchingId).toBe('K2-4HQ7Z-1XM9PA');
  });
});
