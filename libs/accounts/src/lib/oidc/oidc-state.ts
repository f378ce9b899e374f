import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What the browser carries from the start of an external sign-in (an OpenID Connect
 * provider, or GitHub's OAuth) to its callback.
 */
export interface SignInState {
  /** Anti-forgery value echoed by the provider. */
  state: string;
  /** The PKCE secret whose hash went to the provider. */
  verifier: string;
  /** Where to go afterwards (already checked to be a same-site path). */
  returnTo: string;
  /** When the sign-in started (ms since the epoch). */
  issuedAt: number;
}

/** The state of an OpenID Connect sign-in: also the nonce bound into the ID token. */
export interface OidcLoginState extends SignInState {
  /** Bound into the ID token: proves the token was issued for this sign-in. */
  nonce: string;
}

/** How long a visitor may take at the provider before the sign-in must start again. */
export const OIDC_STATE_MAX_AGE_MS = 10 * 60_000;

/**
 * Signs the state for a short-lived cookie, with a key only the server knows (derived
 * from the client secret). The signature means the callback trusts only values it put
 * there itself; the values are not secret from the browser that carries them.
 */
export function sealOidcState(state: SignInState, secret: string): string {
  const body = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The state of a cookie value, or null when it is forged, malformed or too old. */
export function openOidcState<T extends SignInState = OidcLoginState>(
  value: string,
  secret: string,
  now: number,
): T | null {
  const [body, signature, ...rest] = value.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
    const age = now - state.issuedAt;
    return age >= 0 && age <= OIDC_STATE_MAX_AGE_MS ? state : null;
  } catch {
    return null;
  }
}

function sign(body: string, secret: string): string {
  return createHmac('sha256', `kokoelma oidc state\0${secret}`).update(body).digest('base64url');
}
