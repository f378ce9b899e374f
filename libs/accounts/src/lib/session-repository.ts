import type { Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { User } from './user';

type Db = Kysely<Tables>;

/** A stored session (its id is the hash of the cookie token). */
export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
}

/**
 * Stores a new session, deleting the one it replaces (sign-in rotates the id, so a
 * token planted in the browser before sign-in is worthless after it) in one transaction.
 */
export async function insertSession(db: Db, session: SessionRow, replaces?: string) {
  await db.transaction().execute(async (trx) => {
    if (replaces) await trx.deleteFrom('accounts_sessions').where('id', '=', replaces).execute();
    await trx.insertInto('accounts_sessions').values(session).execute();
  });
}

/** The session with this id and its user, alive or not: the caller checks the times. */
export async function findSession(
  db: Db,
  id: string,
): Promise<{ session: SessionRow; user: User } | undefined> {
  const row = await db
    .selectFrom('accounts_sessions as s')
    .innerJoin('accounts_users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.user_id',
      's.created_at',
      's.last_seen_at',
      's.expires_at',
      'u.email',
      'u.name',
      'u.given_name',
      'u.nickname',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { email, name, given_name, nickname, ...session } = row;
  return { session, user: { id: session.user_id, email, name, given_name, nickname } };
}

/** Records activity: the idle lifetime starts again from `at`. */
export async function touchSession(db: Db, id: string, at: Date) {
  await db
    .updateTable('accounts_sessions')
    .set({ last_seen_at: at })
    .where('id', '=', id)
    .execute();
}

/** Ends one session (logout, or found expired). */
export async function deleteSession(db: Db, id: string) {
  await db.deleteFrom('accounts_sessions').where('id', '=', id).execute();
}

/** Deletes sessions past their absolute end or idle since `idleSince`; returns how many. */
export async function deleteExpiredSessions(db: Db, now: Date, idleSince: Date): Promise<number> {
  const result = await db
    .deleteFrom('accounts_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleSince)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
