import { describe, expect, it } from 'vitest';
import { createSampleWeather } from './sample-weather';

const noon = Date.parse('2026-07-15T12:00:00Z');

describe('sample weather', () => {
  it('is the same for the same place and time, and different elsewhere', async () => {
    const weather = createSampleWeather(() => noon);
    const a = await weather.report(10.78, 106.7);
    const b = await weather.report(10.78, 106.7);
    const c = await weather.report(64.1, -21.9);
    expect(a).toEqual(b);
    expect(a.current.main.temp).toBeGreaterThan(c.current.main.temp);
  });

  it('labels itself as a sample and gives 40 three-hourly forecast entries after now', async () => {
    const report = await createSampleWeather(() => noon).report(48.85, 2.35);
    expect(report).toMatchObject({ sample: true, provider: 'sample' });
    expect(report.forecast.list).toHaveLength(40);
    expect(report.forecast.list[0]!.dt * 1000).toBeGreaterThan(noon);
    expect(report.forecast.list[0]!.dt_txt).toBe('2026-07-15 15:00:00');
  });
});
