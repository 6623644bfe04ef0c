import { z } from 'zod';
import type { InstagramConfig } from '../../config';
import { fetchWithTimeout, ProviderUnavailableError } from '../shared/provider-unavailable';
import {
  type SocialIdentity,
  SocialSignInError,
  type SocialSignInProvider,
} from './social-provider';

const PROVIDER = 'instagram';
/** The least Instagram grants: the account's id and username, nothing it posts. */
const SCOPE = 'instagram_business_basic';

const IdSchema = z.union([z.string().regex(/^\d{1,40}$/), z.number().int().nonnegative()]);
const TokenSchema = z.object({ access_token: z.string().min(1), user_id: IdSchema });
/** The token endpoint answers the token itself, or (Instagram API with Instagram Login) in data[]. */
const TokenAnswerSchema = z.union([TokenSchema, z.object({ data: z.array(TokenSchema).min(1) })]);
const MeSchema = z.object({
  /** The Instagram account's id; `id`, also answered, is scoped to the app and not used. */
  user_id: IdSchema.optional(),
  username: z.string().max(100).optional(),
});
const ErrorSchema = z.object({ error_type: z.string().max(100).optional() }).passthrough();

/**
 * Parses a JSON answer with its ids kept exact: Instagram ids pass 2^53, so a bare number is
 * quoted before JSON.parse would round it.
 */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/("(?:user_)?id"\s*:\s*)(\d{16,})/g, '$1"$2"'));
  } catch {
    return undefined;
  }
}

/**
 * Instagram OAuth (Instagram API with Instagram Login): the authorize page on www.instagram.com,
 * the code traded at api.instagram.com, the account read from graph.instagram.com. The app secret
 * goes in the token request's form body only; the access token is used once and never kept.
 */
export function createInstagramProvider(config: InstagramConfig): SocialSignInProvider {
  async function call(what: string, url: string, init: RequestInit = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchWithTimeout(PROVIDER, url, init);
    } catch (error) {
      if (error instanceof ProviderUnavailableError)
        throw new SocialSignInError(PROVIDER, `${what}: ${error.reason}`);
      throw error;
    }
    const body = parseJson(await response.text().catch(() => ''));
    if (!response.ok) {
      // Instagram names the kind of failure (OAuthException, …); its message may echo the request.
      const kind = ErrorSchema.safeParse(body).data?.error_type;
      throw new SocialSignInError(
        PROVIDER,
        `${what} answered HTTP ${response.status}${kind ? ` (${kind})` : ''}`,
      );
    }
    return body;
  }

  return {
    name: PROVIDER,

    authorizeUrl({ state, redirectUri }) {
      const query = new URLSearchParams({
        client_id: config.appId,
        redirect_uri: redirectUri,
        scope: SCOPE,
        response_type: 'code',
        state,
      });
      return `${config.authUrl}/oauth/authorize?${query}`;
    },

    async identify({ code, redirectUri }): Promise<SocialIdentity> {
      const tokenAnswer = TokenAnswerSchema.safeParse(
        await call('token exchange', `${config.apiUrl}/oauth/access_token`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({
            client_id: config.appId,
            client_secret: config.appSecret,
            grant_type: 'authorization_code',
            redirect_uri: redirectUri,
            code,
          }),
        }),
      );
      if (!tokenAnswer.success)
        throw new SocialSignInError(PROVIDER, 'token exchange gave an unexpected answer');
      const token = 'data' in tokenAnswer.data ? tokenAnswer.data.data[0]! : tokenAnswer.data;

      const query = new URLSearchParams({
        fields: 'user_id,username',
        access_token: token.access_token,
      });
      const me = MeSchema.safeParse(
        await call('profile', `${config.graphUrl}/me?${query}`, {
          headers: { accept: 'application/json' },
        }),
      );
      if (!me.success) throw new SocialSignInError(PROVIDER, 'profile gave an unexpected answer');
      const id = String(me.data.user_id ?? token.user_id);
      return { id, username: me.data.username ?? null };
    },
  };
}
