/** A visitor account as the rest of the code sees it (spec §3, User). */
export interface User {
  id: string;
  /** Lower-cased; null for an OIDC user whose provider gave no free address. */
  email: string | null;
  name: string;
  given_name: string;
  nickname: string | null;
}

/** What an OpenID Connect provider says about a user, mapped to our fields. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  /** A verified address, or null. */
  email: string | null;
  name: string;
  given_name: string;
  nickname: string | null;
}
