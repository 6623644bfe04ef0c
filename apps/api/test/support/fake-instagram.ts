import { startFakeUpstream } from './fake-upstream';

export const INSTAGRAM_APP_ID = 'ig-app-1234';
export const INSTAGRAM_APP_SECRET = 'ig-secret-never-to-be-seen-0123456789';

export interface FakeInstagramAccount {
  id: string;
  username: string;
}

/**
 * A local stand-in for Instagram's OAuth (Instagram API with Instagram Login): the consent page
 * (GET /oauth/authorize, consenting at once as `state.account` unless `state.deny`), the token
 * endpoint (POST /oauth/access_token, form body, checks the app's id and secret and the code's
 * redirect_uri) and the profile (GET /me on the graph host). Codes and tokens are single use.
 */
export async function startFakeInstagram() {
  const accounts = {
    account: { id: '17841400000000001', username: 'tern.traveller' } as FakeInstagramAccount,
    deny: false,
    /** The token endpoint answers 400 (OAuthException) to the next exchange. */
    rejectNextCode: false,
  };
  const codes = new Map<string, { account: FakeInstagramAccount; redirectUri: string }>();
  const tokens = new Map<string, FakeInstagramAccount>();
  let counter = 0;
  const oauthError = (message: string) => ({
    status: 400,
    json: { error_type: 'OAuthException', code: 400, error_message: message },
  });

  const fake = await startFakeUpstream((request, url, body) => {
    if (request.method === 'GET' && url.pathname === '/oauth/authorize') {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri') ?? '';
      if (
        q.get('client_id') !== INSTAGRAM_APP_ID ||
        q.get('response_type') !== 'code' ||
        q.get('scope') !== 'instagram_business_basic' ||
        !redirectUri
      )
        return oauthError('Invalid request');
      const back = new URL(redirectUri);
      if (accounts.deny) {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_reason', 'user_denied');
        back.searchParams.set('error_description', 'The user denied your request.');
      } else {
        const code = `code-${++counter}`;
        codes.set(code, { account: accounts.account, redirectUri });
        back.searchParams.set('code', code);
      }
      back.searchParams.set('state', q.get('state') ?? '');
      return { status: 302, json: {}, headers: { location: back.toString() } };
    }
    if (request.method === 'POST' && url.pathname === '/oauth/access_token') {
      const form = new URLSearchParams(body);
      if (
        form.get('client_id') !== INSTAGRAM_APP_ID ||
        form.get('client_secret') !== INSTAGRAM_APP_SECRET
      )
        return oauthError('Invalid client_id or client_secret');
      const granted = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (accounts.rejectNextCode) {
        accounts.rejectNextCode = false;
        return oauthError('This authorization code has been used');
      }
      if (
        !granted ||
        form.get('grant_type') !== 'authorization_code' ||
        form.get('redirect_uri') !== granted.redirectUri
      )
        return oauthError('Invalid authorization code');
      const token = `token-${++counter}`;
      tokens.set(token, granted.account);
      return {
        status: 200,
        json: {
          data: [
            {
              access_token: token,
              user_id: granted.account.id,
              permissions: 'instagram_business_basic',
            },
          ],
        },
      };
    }
    if (request.method === 'GET' && url.pathname === '/me') {
      const account = tokens.get(url.searchParams.get('access_token') ?? '');
      if (!account)
        return {
          status: 400,
          json: {
            error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 },
          },
        };
      return {
        status: 200,
        json: { user_id: account.id, username: account.username, id: `9${account.id.slice(1)}` },
      };
    }
    return { status: 404, json: { error: 'not faked' } };
  });
  return { ...fake, accounts };
}
