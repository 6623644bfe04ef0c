import type { InstaLink } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

const t = useTestApp();

const HASHTAGS = [
  'londoneye',
  'amalficoast',
  'lakezurich',
  'merlionpark',
  'eiffeltower',
  'halongbay',
];

describe('GET /v1/insta-links (spec §7 Instagram links)', () => {
  it('gives the site’s hashtag pages in order, for the web and the app', async () => {
    for (const site of ['tern-web', 'tern-app']) {
      const response = await t.get<{ data: { instaLinks: InstaLink[] } }>('/v1/insta-links', {
        'x-site-id': site,
      });
      expect(response.status).toBe(200);
      expect(response.body.data.instaLinks).toEqual(
        HASHTAGS.map((tag) => ({
          label: `#${tag}`,
          url: `https://www.instagram.com/explore/tags/${tag}/`,
        })),
      );
    }
  });

  it('needs a known site', async () => {
    const response = await t.get<{ error: { code: string } }>('/v1/insta-links', {
      'x-site-id': 'nobody',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('UNKNOWN_SITE');
  });
});
