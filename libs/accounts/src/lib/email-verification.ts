import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { isSessionToken, newSessionToken, sessionIdOf } from './session-token';

type Db = Kysely<Tables>;

/** How long a verification link works. */
export const EMAIL_VERIFICATION_TTL_MS = 48 * 3_600_000;

/** Whether the user may have mail sent on their behalf, and the address to verify. */
export interface EmailVerificationState {
  /** The address is shown to be theirs: verified by a link, or an OIDC account's. */
  verified: boolean;
  /** The address a link would be sent to; null without one. */
  email: string | null;
}

/**
 * Whether this user's address is verified. OIDC accounts count as verified: their
 * provider vouches for the address. Local accounts, including those made before
 * verification existed, are verified only once they opened a verification link.
 */
export async function emailVerificationState(
  db: Db,
  userId: string,
): Promise<EmailVerificationState> {
  const row = await db
    .selectFrom('accounts_users')
    .select(['email', 'email_verified_at', 'oidc_subject'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return { verified: false, email: null };
  return {
    verified: row.email !== null && (row.email_verified_at !== null || row.oidc_subject !== null),
    email: row.email,
  };
}

/**
 * A new verification link's token for the user's current address (32 random bytes,
 * base64url). Only its SHA-256 is stored, and it replaces any earlier one of the user:
 * the newest link alone works. Null when the user has no address.
 */
export async function issueEmailVerification(
  db: Db,
  userId: string,
  ttlMs = EMAIL_VERIFICATION_TTL_MS,
): Promise<{ token: string; email: string } | null> {
  const user = await db
    .selectFrom('accounts_users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user?.email) return null;
  const token = newSessionToken();
  const values = {
    id: sessionIdOf(token),
    user_id: userId,
    email: user.email,
    expires_at: new Date(Date.now() + ttlMs),
  };
  await db
    .insertInto('accounts_email_verifications')
    .values(values)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        id: values.id,
        email: values.email,
        expires_at: values.expires_at,
        created_at: sql<Date>`now()`,
      }),
    )
    .execute();
  return { token, email: user.email };
}

/**
 * Uses a verification link's token: single-use (deleted whether or not it is still
 * valid), unexpired, and only for the address it was sent to (a changed address needs
 * a new link). The verified user's id, or null.
 */
export async function verifyEmailToken(db: Db, token: unknown): Promise<string | null> {
  if (!isSessionToken(token)) return null;
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .deleteFrom('accounts_email_verifications')
      .where('id', '=', sessionIdOf(token))
      .returning(['user_id', 'email', 'expires_at'])
      .executeTakeFirst();
    if (!used || new Date(used.expires_at).getTime() <= Date.now()) return null;
    const verified = await trx
      .updateTable('accounts_users')
      .set({ email_verified_at: sql<Date>`now()` })
      .where('id', '=', used.user_id)
      .where('email', '=', used.email)
      .returning('id')
      .executeTakeFirst();
    return verified?.id ?? null;
  });
}
