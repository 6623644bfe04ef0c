import type { EsimPlanSnapshot } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { bundleNameIn, namedPlan, planNameIn } from './plan-names';

const plan = (name: string, dataAmount: number, duration: number, destination: object) =>
  ({
    bundleId: 'b',
    name,
    dataAmount,
    duration,
    speed: ['4G'],
    activationPolicy: 'first-connection',
    fairUse: null,
    destination: { flagImageUrl: '', ...destination },
  }) as EsimPlanSnapshot;

const france = plan('France 5 GB 30 days', 5000, 30, { name: 'France', isoCode: 'FR' });

describe('a plan’s name in the visitor’s language', () => {
  it('keeps the catalogue’s own name in English, as an order froze it', () => {
    expect(planNameIn('en', { ...france, name: 'France 5GB (old name)' }, 'France')).toBe(
      'France 5GB (old name)',
    );
  });

  it('names it from the destination, data and days in Vietnamese and Arabic', () => {
    expect(namedPlan(france, 'vi').localName).toBe('Pháp 5 GB 30 ngày');
    expect(namedPlan(france, 'ar').localName).toBe('باقة فرنسا 5 GB لمدة 30 يومًا');
    expect(namedPlan(france, 'ar').destination.localName).toBe('فرنسا');
  });

  it('says unlimited and counts days as Arabic does after لمدة', () => {
    const unlimited = plan('Japan Unlimited 2 days', -1, 2, { name: 'Japan', isoCode: 'JP' });
    expect(namedPlan(unlimited, 'ar').localName).toBe('باقة اليابان غير محدودة لمدة يومين');
    expect(namedPlan(unlimited, 'vi').localName).toBe('Nhật Bản Không giới hạn 2 ngày');
  });

  it('names a region’s plan with the region’s own name', () => {
    const europe = plan('Europe 1.5 GB 7 days', 1500, 7, { name: 'Europe', isoCode: null });
    expect(namedPlan(europe, 'ar').localName).toBe('باقة أوروبا 1.5 GB لمدة 7 أيام');
    expect(namedPlan(europe, 'vi').localName).toBe('Châu Âu 1,5 GB 7 ngày');
  });

  it('names a plan on an eSIM after its own line’s destination, else the eSIM’s', () => {
    const row = { name: 'Europe 1 GB 7 days', initialMb: 1000, durationDays: 7 };
    const naming = { locale: 'ar' as const, destination: france.destination };
    expect(bundleNameIn(naming, row, { destination: { name: 'Europe', isoCode: null } })).toBe(
      'باقة أوروبا 1 GB لمدة 7 أيام',
    );
    expect(bundleNameIn(naming, row, {})).toBe('باقة فرنسا 1 GB لمدة 7 أيام');
  });
});
