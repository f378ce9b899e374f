import { givenNameOf } from '../names';
import type { OidcIdentity } from '../user';

/** The standard claims we read (OpenID Connect Core §5.1), from the ID token and UserInfo. */
export interface OidcClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  nickname?: unknown;
  preferred_username?: unknown;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null;

/**
 * Our user fields from a provider's claims. Providers differ in what they send, so the
 * name falls back from `name` to given + family name, nickname, preferred_username and
 * the e-mail's local part. An address the provider says is unverified is not kept.
 */
export function identityFromClaims(issuer: string, claims: OidcClaims): OidcIdentity {
  const email =
    claims.email_verified === false ? null : (text(claims.email)?.toLowerCase() ?? null);
  const given = text(claims.given_name);
  const nickname = text(claims.nickname);
  const name =
    text(claims.name) ??
    text([given, text(claims.family_name)].filter(Boolean).join(' ')) ??
    nickname ??
    text(claims.preferred_username) ??
    text(email?.split('@')[0]) ??
    '';
  return {
    issuer,
    subject: claims.sub,
    email,
    name,
    given_name: given ?? givenNameOf(name),
    nickname,
  };
}
