import * as client from 'openid-client';
import { OidcSignInError } from '../errors';
import type { OidcIdentity } from '../user';
import { identityFromClaims, type OidcClaims } from './oidc-identity';
import type { OidcLoginState } from './oidc-state';

/** A relying party registered at an OpenID Connect provider. */
export interface OidcClientSettings {
  /** The provider's issuer identifier; discovery reads its /.well-known document. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Our callback URL, as registered at the provider: {PUBLIC_URL}/auth/oidc/callback. */
  redirectUri: string;
  /** Scopes to ask for (default `openid email profile`). */
  scope?: string;
}

/** Sign-in at an OpenID Connect provider: authorization-code flow with PKCE. */
export interface OidcClient {
  /** The provider URL to send the browser to, and the state to keep until the callback. */
  begin(returnTo: string, now: number): Promise<{ url: string; state: OidcLoginState }>;
  /**
   * Checks the provider's answer (state, issuer, PKCE, nonce, ID token) at our callback
   * URL with its query, exchanges the code and reads the user's claims. Throws
   * OidcSignInError when anything does not check out.
   */
  complete(callbackQuery: string, state: OidcLoginState): Promise<OidcIdentity>;
}

/**
 * The OIDC client. The provider is discovered on first use, not at start-up, so the
 * site starts (and local pages work) while the provider is unreachable; a failed
 * discovery is retried on the next sign-in.
 */
export function createOidcClient(settings: OidcClientSettings): OidcClient {
  let discovered: Promise<client.Configuration> | null = null;

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      // client_secret_basic: the method every provider must support (OIDC Core §9).
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        client.ClientSecretBasic(settings.clientSecret),
        {
          // Plain http only for a provider on this machine (development and tests).
          ...(isLocalHttp(settings.issuer) ? { execute: [client.allowInsecureRequests] } : {}),
          timeout: 10,
        },
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  }

  return {
    async begin(returnTo, now) {
      const config = await configuration().catch((error: unknown) => {
        throw new OidcSignInError(error);
      });
      const verifier = client.randomPKCECodeVerifier();
      const state: OidcLoginState = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier,
        returnTo,
        issuedAt: now,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: settings.scope ?? 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: state.state,
        nonce: state.nonce,
      });
      return { url: url.href, state };
    },

    async complete(callbackQuery, state) {
      const config = await configuration();
      const callback = new URL(settings.redirectUri);
      callback.search = callbackQuery;
      try {
        const tokens = await client.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: state.verifier,
          expectedState: state.state,
          expectedNonce: state.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) throw new Error('no ID token');
        let claims: OidcClaims = idClaims;
        // Many providers put profile claims only in UserInfo when an access token is issued.
        if (config.serverMetadata().userinfo_endpoint) {
          const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
          claims = { ...idClaims, ...pickProfile(info), sub: idClaims.sub };
        }
        return identityFromClaims(config.serverMetadata().issuer, claims);
      } catch (error) {
        throw new OidcSignInError(error);
      }
    },
  };
}

/** Profile claims from UserInfo win over the ID token's (they are the freshest). */
function pickProfile(info: Record<string, unknown>): Partial<OidcClaims> {
  const keys = ['email', 'email_verified', 'name', 'given_name', 'family_name', 'nickname'];
  return Object.fromEntries(keys.filter((k) => info[k] !== undefined).map((k) => [k, info[k]]));
}

function isLocalHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
