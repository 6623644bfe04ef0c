import { describe, expect, it } from 'vitest';
import { linksOnPublicOrigin } from './public-links';

describe('linksOnPublicOrigin', () => {
  it('puts every alternate on the configured origin, whatever host the request named', () => {
    const forged =
      '<https://evil.example/>; rel="alternate"; hreflang="en", <http://evil.example:81/vi?x=1>; rel="alternate"; hreflang="vi", <https://evil.example/>; rel="alternate"; hreflang="x-default"';
    expect(linksOnPublicOrigin(forged, 'https://tern.travel')).toBe(
      '<https://tern.travel/>; rel="alternate"; hreflang="en", <https://tern.travel/vi?x=1>; rel="alternate"; hreflang="vi", <https://tern.travel/>; rel="alternate"; hreflang="x-default"',
    );
  });

  it('leaves what is not a URL alone', () => {
    expect(linksOnPublicOrigin('<not a url>; rel="x"', 'https://tern.travel')).toBe(
      '<not a url>; rel="x"',
    );
  });
});
