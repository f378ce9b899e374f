import { givenNameOf } from '../names';
import type { OidcIdentity } from '../user';

/** The fields of GitHub's GET /user we read (REST API, "Get the authenticated user"). */
export interface GithubUser {
  id?: unknown;
  login?: unknown;
  name?: unknown;
}

/** One entry of GitHub's GET /user/emails. */
export interface GithubEmail {
  email?: unknown;
  primary?: unknown;
  verified?: unknown;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null;

/**
 * Our identity of a GitHub account. The subject is GitHub's numeric user id, which stays
 * when the user renames their login; the issuer is GitHub's sign-in origin, so the
 * identity lives beside OpenID Connect ones (accounts_users.oidc_issuer/oidc_subject)
 * and is linked the same way: never to another account by e-mail. Only the primary,
 * verified address is kept. Null when GitHub's answer has no usable id.
 */
export function identityFromGithub(
  issuer: string,
  user: GithubUser,
  emails: readonly GithubEmail[],
): OidcIdentity | null {
  const id = user.id;
  if (!(typeof id === 'number' && Number.isSafeInteger(id) && id > 0)) return null;
  const login = text(user.login);
  const primary = emails.find((e) => e.primary === true && e.verified === true);
  const email = text(primary?.email)?.toLowerCase() ?? null;
  const name = text(user.name) ?? login ?? text(email?.split('@')[0]) ?? `GitHub ${id}`;
  return {
    issuer,
    subject: String(id),
    email,
    name,
    given_name: givenNameOf(name),
    nickname: login,
  };
}
