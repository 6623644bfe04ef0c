import type { EsimPlanLine, SimulateEsimBody } from '@tern/contracts';
import { FORWARD_SECRET_HEADER } from '@tern/contracts';
import { expect } from 'vitest';
import { guestShopper, TEST_CARDS } from './shopper';
import { TEST_FORWARD_SECRET, type TestApp } from './test-app';

export type Shopper = Awaited<ReturnType<typeof guestShopper>>;

/** A traveller (a new guest unless given) with one paid, delivered eSIM of `bundleId`. */
export async function boughtEsim(t: TestApp, bundleId = 'bndl_fr_5gb_30d', shopper?: Shopper) {
  const buyer = shopper ?? (await guestShopper(t));
  const { orderId } = (await buyer.createOrder(bundleId)).json().data;
  await buyer.pay(orderId, TEST_CARDS.pays);
  await t.app.jobs.runDue();
  const order = (await buyer.order(orderId)).body.data.order;
  const line = order.lines[0] as EsimPlanLine;
  expect(line.usage).not.toBeNull();
  return { shopper: buyer, orderId, order, line, iccid: line.usage!.iccid };
}

/** `POST /v1/dev/simulator/esims/{iccid}`, as a developer on this machine calls it. */
export const simulatorControl = (t: TestApp, iccid: string, body: SimulateEsimBody) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/dev/simulator/esims/${iccid}`,
    remoteAddress: '127.0.0.1',
    headers: {
      'x-site-id': 'tern-web',
      [FORWARD_SECRET_HEADER]: TEST_FORWARD_SECRET,
      'x-forwarded-for': '127.0.0.1',
    },
    payload: body,
  });
