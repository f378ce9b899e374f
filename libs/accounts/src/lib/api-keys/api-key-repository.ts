import type { Kysely, Selectable } from 'kysely';
import type { ApiKeyState } from '@kokoelma/contract/site';
import type { Tables } from '@kokoelma/db';

type Db = Kysely<Tables>;
type ApiKeyRow = Selectable<Tables['api_keys']>;

/** A stored key as the operator sees it, with its owner. */
export interface ApiKeyRecord {
  id: string;
  userId: string;
  /** The owner's e-mail address (null for an account without one) and name. */
  email: string | null;
  name: string;
  /** The key's non-secret start, e.g. kok_1a2B3c4D. */
  prefix: string;
  state: ApiKeyState;
  description: string;
  createdAt: Date;
  issuedAt: Date;
  approvedAt: Date | null;
  revokedAt: Date | null;
}

/** The owner's live key (not revoked): at most one, by the partial unique index. */
export async function findLiveKey(db: Db, userId: string): Promise<ApiKeyRow | undefined> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', '<>', 'REVOKED')
    .executeTakeFirst();
}

/**
 * A new key in the state CREATING; undefined when the owner has a live key already.
 * One statement: the unique index decides between two simultaneous requests.
 */
export async function insertKey(
  db: Db,
  values: { userId: string; hash: string; prefix: string; description: string; now: Date },
): Promise<ApiKeyRow | undefined> {
  return db
    .insertInto('api_keys')
    .values({
      user_id: values.userId,
      key_hash: values.hash,
      key_prefix: values.prefix,
      description: values.description,
      created_at: values.now,
      issued_at: values.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Replaces the secret of the owner's live key; its state and intended use stay. */
export async function replaceSecret(
  db: Db,
  userId: string,
  secret: { hash: string; prefix: string; now: Date },
): Promise<ApiKeyRow | undefined> {
  return db
    .updateTable('api_keys')
    .set({ key_hash: secret.hash, key_prefix: secret.prefix, issued_at: secret.now })
    .where('user_id', '=', userId)
    .where('state', '<>', 'REVOKED')
    .returningAll()
    .executeTakeFirst();
}

/** Moves keys from one state to another: approval (CREATING → COMPLETE) or revocation. */
export async function setState(
  db: Db,
  where: { keyId?: string; userId?: string; from: readonly ApiKeyState[]; createdBefore?: Date },
  to: 'COMPLETE' | 'REVOKED',
  now: Date,
): Promise<ApiKeyRow[]> {
  let query = db
    .updateTable('api_keys')
    .set(to === 'COMPLETE' ? { state: to, approved_at: now } : { state: to, revoked_at: now })
    .where('state', 'in', where.from);
  if (where.keyId !== undefined) query = query.where('id', '=', where.keyId);
  if (where.userId !== undefined) query = query.where('user_id', '=', where.userId);
  if (where.createdBefore !== undefined)
    query = query.where('created_at', '<=', where.createdBefore);
  return query.returningAll().execute();
}

/** A valid (COMPLETE) key by the hash of its secret. */
export async function findValidKeyByHash(
  db: Db,
  hash: string,
): Promise<Pick<ApiKeyRow, 'id' | 'user_id'> | undefined> {
  return db
    .selectFrom('api_keys')
    .select(['id', 'user_id'])
    .where('key_hash', '=', hash)
    .where('state', '=', 'COMPLETE')
    .executeTakeFirst();
}

/** Keys with their owners, oldest request first; one state only when asked. */
export async function listKeys(
  db: Db,
  filter: { state?: ApiKeyState; keyId?: string } = {},
): Promise<ApiKeyRecord[]> {
  let query = db
    .selectFrom('api_keys as k')
    .innerJoin('accounts_users as u', 'u.id', 'k.user_id')
    .select([
      'k.id',
      'k.user_id',
      'u.email',
      'u.name',
      'k.key_prefix',
      'k.state',
      'k.description',
      'k.created_at',
      'k.issued_at',
      'k.approved_at',
      'k.revoked_at',
    ])
    .orderBy('k.created_at')
    .orderBy('k.id');
  if (filter.state) query = query.where('k.state', '=', filter.state);
  if (filter.keyId) query = query.where('k.id', '=', filter.keyId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    email: row.email,
    name: row.name,
    prefix: row.key_prefix,
    state: row.state,
    description: row.description,
    createdAt: row.created_at,
    issuedAt: row.issued_at,
    approvedAt: row.approved_at,
    revokedAt: row.revoked_at,
  }));
}
