import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides an OAuth code, state or token and keeps the rest of the URL', () => {
    expect(redactUrl('/v1/auth/instagram/callback?code=AQBx-1&state=abc_DEF')).toBe(
      '/v1/auth/instagram/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/v1/x?returnTo=%2Fitinerary&access_token=t0k&error=access_denied')).toBe(
      '/v1/x?returnTo=%2Fitinerary&access_token=[redacted]&error=access_denied',
    );
  });

  it('leaves a URL without secrets alone', () => {
    expect(redactUrl('/v1/countries?limit=181')).toBe('/v1/countries?limit=181');
    expect(redactUrl('/v1/health')).toBe('/v1/health');
  });
});
