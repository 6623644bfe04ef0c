import type { CurrenciesResponse, SettingsResponse } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

const t = useTestApp();

describe('GET /v1/currencies', () => {
  it('lists at least 150 currencies alphabetically, each with a flag and a rate', async () => {
    const { body } = await t.get<CurrenciesResponse>('/v1/currencies');
    const codes = body.data.currencies.map((c) => c.code);
    expect(codes.length).toBeGreaterThanOrEqual(150);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toEqual(
      expect.arrayContaining([
        'GGP',
        'JEP',
        'IMP',
        'GIP',
        'SHP',
        'KID',
        'SBD',
        'USD',
        'EUR',
        'VND',
      ]),
    );
    for (const c of body.data.currencies) {
      expect(c.flag).toMatch(/^\/flags\/4x3\/[a-z]{2}\.svg$/);
      expect(c.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(c.ratePerUsd).toBeGreaterThan(0);
      expect(c.ratesDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('shows the euro with the EU flag and pegged pounds with £', async () => {
    const { body } = await t.get<CurrenciesResponse>('/v1/currencies');
    const byCode = new Map(body.data.currencies.map((c) => [c.code, c]));
    expect(byCode.get('EUR')).toMatchObject({
      countryCode: 'EU',
      flag: '/flags/4x3/eu.svg',
      symbol: '€',
    });
    expect(byCode.get('GGP')).toMatchObject({ countryCode: 'GG', symbol: '£' });
    expect(byCode.get('KID')).toMatchObject({ countryCode: 'KI' });
    expect(byCode.get('JPY')?.minorUnits).toBe(0);
  });
});

describe('GET /v1/settings', () => {
  it('names the payment gateway, and asks for documents only where plans need them', async () => {
    const anywhere = await t.get<SettingsResponse>('/v1/settings');
    expect(anywhere.body).toEqual({
      data: { paymentGatewayType: 'sandbox', showDocuments: false },
    });
    const delhi = await t.get<SettingsResponse>('/v1/settings?latitude=28.61&longitude=77.21');
    expect(delhi.body.data.showDocuments).toBe(true);
    const paris = await t.get<SettingsResponse>('/v1/settings?latitude=48.85&longitude=2.35');
    expect(paris.body.data.showDocuments).toBe(false);
  });
});

describe('GET /v1/health and /v1/docs', () => {
  it('answers health without a site id, with a request id header', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBeTruthy();
    const ready = await t.app.inject({ method: 'GET', url: '/v1/health/ready' });
    expect(ready.json().data.status).toBe('ready');
  });

  it('serves an OpenAPI document generated from the contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/docs/json' });
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/v1/countries',
        '/v1/regions',
        '/v1/bundles',
        '/v1/bundles/popular',
        '/v1/destinations/{slug}',
        '/v1/currencies',
      ]),
    );
  });
});
