import * as client from 'openid-client';
import { OidcSignInError } from '../errors';
import type { SignInState } from '../oidc/oidc-state';
import type { OidcIdentity } from '../user';
import { identityFromGithub, type GithubEmail, type GithubUser } from './github-identity';

/** An OAuth app registered at GitHub. */
export interface GithubClientSettings {
  clientId: string;
  clientSecret: string;
  /** Our callback URL, as registered with the app: {PUBLIC_URL}/auth/github/callback. */
  redirectUri: string;
  /** GitHub's sign-in origin (default https://github.com; tests use a local fake). */
  oauthUrl?: string;
  /** GitHub's REST API (default https://api.github.com). */
  apiUrl?: string;
}

/** Sign-in with GitHub: the OAuth 2.0 authorization-code flow with state and PKCE. */
export interface GithubClient {
  /** GitHub's authorization URL to send the browser to, and the state to keep meanwhile. */
  begin(returnTo: string, now: number): Promise<{ url: string; state: SignInState }>;
  /**
   * Checks GitHub's answer at our callback (state, PKCE), exchanges the code for a token
   * and reads the user and their addresses. Throws OidcSignInError when anything fails.
   */
  complete(callbackQuery: string, state: SignInState): Promise<OidcIdentity>;
}

// read:user for the profile, user:email for the (private) addresses; nothing else.
const SCOPE = 'read:user user:email';

/**
 * The GitHub client. GitHub's OAuth apps speak plain OAuth 2.0, not OpenID Connect (no
 * discovery, no ID token), so openid-client is given GitHub's endpoints by hand and its
 * OAuth 2.0 helpers do the rest: state and PKCE checks, the code exchange with
 * client_secret_post, and bearer calls to the API.
 */
export function createGithubClient(settings: GithubClientSettings): GithubClient {
  const oauth = new URL(settings.oauthUrl ?? 'https://github.com');
  const api = new URL(settings.apiUrl ?? 'https://api.github.com');
  const endpoint = (base: URL, path: string) =>
    new URL(path, base.href.endsWith('/') ? base : `${base.href}/`);
  const config = new client.Configuration(
    {
      issuer: oauth.origin,
      authorization_endpoint: endpoint(oauth, 'login/oauth/authorize').href,
      token_endpoint: endpoint(oauth, 'login/oauth/access_token').href,
    },
    settings.clientId,
    undefined,
    client.ClientSecretPost(settings.clientSecret),
  );
  config.timeout = 10;
  // Plain http only for a fake GitHub on this machine (tests).
  if ([oauth, api].every(isLocalHttp)) client.allowInsecureRequests(config);

  async function getJson(accessToken: string, path: string): Promise<unknown> {
    const headers = new Headers({
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      // GitHub refuses API requests without a User-Agent.
      'user-agent': 'Kokoelma',
    });
    const response = await client.fetchProtectedResource(
      config,
      accessToken,
      endpoint(api, path),
      'GET',
      undefined,
      headers,
    );
    if (!response.ok) throw new Error(`GitHub ${path} answered ${response.status}`);
    return response.json();
  }

  return {
    async begin(returnTo, now) {
      const verifier = client.randomPKCECodeVerifier();
      const state: SignInState = { state: client.randomState(), verifier, returnTo, issuedAt: now };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: state.state,
      });
      return { url: url.href, state };
    },

    async complete(callbackQuery, state) {
      const callback = new URL(settings.redirectUri);
      callback.search = callbackQuery;
      try {
        const tokens = await client.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: state.verifier,
          expectedState: state.state,
        });
        const user = (await getJson(tokens.access_token, 'user')) as GithubUser;
        // Without the user:email grant (the user may decline it) there are no addresses.
        const emails = await getJson(tokens.access_token, 'user/emails').catch(() => []);
        const identity = identityFromGithub(
          oauth.origin,
          user,
          Array.isArray(emails) ? (emails as GithubEmail[]) : [],
        );
        if (!identity) throw new Error('GitHub gave no user id');
        return identity;
      } catch (error) {
        throw new OidcSignInError(error);
      }
    },
  };
}

function isLocalHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
