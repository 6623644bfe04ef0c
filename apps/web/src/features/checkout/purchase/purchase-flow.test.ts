import { beforeEach, describe, expect, it, vi } from 'vitest';

// The flow's outside world: the device position, the API and the tag manager.
const world = vi.hoisted(() => ({
  location: { latitude: 48.85, longitude: 2.35 } as { latitude: number; longitude: number } | null,
  checkPurchaseLocation: vi.fn(async () => {}),
  countryAt: vi.fn(async (): Promise<string | null> => 'GB'),
  accountCountry: vi.fn(async (): Promise<string | null> => null),
  createOrder: vi.fn(async () => ({
    orderId: '6b1f3c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f',
    paymentGateway: 'sandbox' as const,
    priceUsdCents: 649,
    total: { amount: 5.97, minor: 597, currencyCode: 'EUR' },
  })),
  trackAddToCart: vi.fn(),
}));
vi.mock('./purchase-location', () => ({ locateForPurchase: async () => world.location }));
vi.mock('./purchase-steps', () => ({
  checkPurchaseLocation: world.checkPurchaseLocation,
  countryAt: world.countryAt,
  accountCountry: world.accountCountry,
  createOrder: world.createOrder,
  trackAddToCart: world.trackAddToCart,
}));

const { runPurchase } = await import('./purchase-flow');

const item = {
  kind: 'esim_plan' as const,
  bundleId: 'bndl_fr_5gb_30d',
  name: 'France 5 GB 30 days',
  productType: 'country',
  country: { isoCode: 'FR', name: 'France' },
};
const signedIn = async () => true;

beforeEach(() => {
  world.location = { latitude: 48.85, longitude: 2.35 };
  vi.clearAllMocks();
});

describe('the one purchase flow (spec §4 buy now)', () => {
  it('orders where the traveller is, with a fresh idempotency key, and reports add_to_cart', async () => {
    const outcome = await runPurchase({ item, ensureSession: signedIn });
    expect(outcome.kind).toBe('ordered');
    expect(world.createOrder).toHaveBeenCalledWith(
      item,
      { latitude: 48.85, longitude: 2.35 },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    expect(world.trackAddToCart).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: expect.any(String) }),
      {
        bundleId: 'bndl_fr_5gb_30d',
        bundleName: 'France 5 GB 30 days',
        productType: 'country',
      },
    );
  });

  it('orders a product that needs no position (a lounge pass) without asking for one', async () => {
    const lounge = {
      kind: 'lounge_pass' as const,
      line: {
        kind: 'lounge_pass' as const,
        resourceId: 'LG-HAN-1',
        date: '2026-12-01',
        time: '09:30',
        adults: 1,
        children: 0,
        flightNumber: 'VN 123',
        travellers: ['An Nguyen'],
      },
      bundleId: 'LG-HAN-1',
      name: 'Terrace Lounge Hanoi',
      productType: 'lounge_pass',
    };
    world.location = null;
    const outcome = await runPurchase({ item: lounge, ensureSession: signedIn });
    expect(outcome.kind).toBe('ordered');
    expect(world.checkPurchaseLocation).not.toHaveBeenCalled();
    expect(world.createOrder).toHaveBeenCalledWith(lounge, null, expect.any(String));
  });

  it('without a position: no location check, no session asked for, no order', async () => {
    world.location = null;
    const ensureSession = vi.fn(signedIn);
    expect(await runPurchase({ item, ensureSession })).toEqual({ kind: 'no-location' });
    expect(world.checkPurchaseLocation).not.toHaveBeenCalled();
    expect(ensureSession).not.toHaveBeenCalled();
    expect(world.createOrder).not.toHaveBeenCalled();
  });

  it('a traveller who closes the guest details buys nothing', async () => {
    expect(await runPurchase({ item, ensureSession: async () => false })).toEqual({
      kind: 'cancelled',
    });
    expect(world.createOrder).not.toHaveBeenCalled();
  });

  it('says which step failed, and a failed location check orders nothing', async () => {
    world.checkPurchaseLocation.mockRejectedValueOnce(new Error('offline'));
    expect(await runPurchase({ item, ensureSession: signedIn })).toMatchObject({
      kind: 'failed',
      step: 'location-check',
    });
    expect(world.createOrder).not.toHaveBeenCalled();
    world.createOrder.mockRejectedValueOnce(new Error('LOCATION_REQUIRED'));
    expect(await runPurchase({ item, ensureSession: signedIn })).toMatchObject({
      kind: 'failed',
      step: 'order',
    });
    expect(world.trackAddToCart).not.toHaveBeenCalled();
  });

  describe('buying a plan for the country the device is in (issue 25)', () => {
    it('asks whether the traveller is travelling there, and goes on when they are', async () => {
      world.countryAt.mockResolvedValueOnce('FR');
      const confirmTravelling = vi.fn(async () => 'travelling' as const);
      const ensureSession = vi.fn(signedIn);
      const outcome = await runPurchase({ item, ensureSession, confirmTravelling });
      expect(confirmTravelling).toHaveBeenCalledWith({ isoCode: 'FR', name: 'France' }, 'here');
      expect(outcome.kind).toBe('ordered');
      expect(confirmTravelling.mock.invocationCallOrder[0]).toBeLessThan(
        ensureSession.mock.invocationCallOrder[0]!,
      );
    });

    it('buys nothing when they are going elsewhere, or close the question', async () => {
      world.countryAt.mockResolvedValue('FR');
      expect(
        await runPurchase({
          item,
          ensureSession: signedIn,
          confirmTravelling: async () => 'elsewhere',
        }),
      ).toEqual({ kind: 'not-travelling' });
      expect(
        await runPurchase({
          item,
          ensureSession: signedIn,
          confirmTravelling: async () => 'undecided',
        }),
      ).toEqual({ kind: 'cancelled' });
      expect(world.createOrder).not.toHaveBeenCalled();
    });

    it('asks nothing elsewhere, for a regional plan, or when the place cannot be told', async () => {
      const confirmTravelling = vi.fn(async () => 'elsewhere' as const);
      world.countryAt.mockResolvedValueOnce('GB');
      expect((await runPurchase({ item, ensureSession: signedIn, confirmTravelling })).kind).toBe(
        'ordered',
      );
      const europe = { ...item, productType: 'region', country: null };
      expect(
        (await runPurchase({ item: europe, ensureSession: signedIn, confirmTravelling })).kind,
      ).toBe('ordered');
      world.countryAt.mockResolvedValueOnce(null);
      expect((await runPurchase({ item, ensureSession: signedIn, confirmTravelling })).kind).toBe(
        'ordered',
      );
      expect(confirmTravelling).not.toHaveBeenCalled();
      expect(world.countryAt).toHaveBeenCalledTimes(2);
    });

    it('asks as well when the account’s phone number is from the plan’s country', async () => {
      world.countryAt.mockResolvedValueOnce('GB');
      world.accountCountry.mockResolvedValueOnce('FR');
      const confirmTravelling = vi.fn(async () => 'elsewhere' as const);
      expect(await runPurchase({ item, ensureSession: signedIn, confirmTravelling })).toEqual({
        kind: 'not-travelling',
      });
      expect(confirmTravelling).toHaveBeenCalledWith({ isoCode: 'FR', name: 'France' }, 'account');
      expect(world.createOrder).not.toHaveBeenCalled();
    });
  });

  it('lets a failed guest sign-in reach the form that asked for it', async () => {
    const refused = runPurchase({
      item,
      ensureSession: async () => {
        throw new Error('guest sign-in refused');
      },
    });
    await expect(refused).rejects.toThrow('guest sign-in refused');
  });
});
