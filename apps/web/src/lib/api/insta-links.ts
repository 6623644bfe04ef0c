import 'server-only';
import { type InstaLink, InstaLinksResponseSchema } from '@tern/contracts';
import { INSTA_LINKS_CACHE } from './cache-policy';
import { serverGet } from './server';

/** GET /v1/insta-links (spec §7 "Instagram links"): the shop's Instagram links, for everyone. */
export async function listInstaLinks(): Promise<InstaLink[]> {
  const { data } = await serverGet('/insta-links', InstaLinksResponseSchema, {
    cache: INSTA_LINKS_CACHE,
  });
  return data.instaLinks;
}
