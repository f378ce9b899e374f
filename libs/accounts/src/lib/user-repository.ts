import type { Kysely, Selectable } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { OidcIdentity, User } from './user';

type Db = Kysely<Tables>;
type UserRow = Selectable<Tables['accounts_users']>;

const USER_COLUMNS = ['id', 'email', 'name', 'given_name', 'nickname'] as const;

/** A local account as stored: the user plus the password hash to check. */
export interface LocalUser extends User {
  password_hash: string | null;
}

/** A new local (password) account; undefined when the e-mail address is taken. */
export async function insertLocalUser(
  db: Db,
  values: { email: string; name: string; given_name: string; password_hash: string },
): Promise<User | undefined> {
  // One statement: the unique e-mail decides a race between two registrations.
  return db
    .insertInto('accounts_users')
    .values({ ...values, nickname: null })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(USER_COLUMNS)
    .executeTakeFirst();
}

/** The account with this (lower-cased) e-mail address, with its password hash. */
export async function findUserByEmail(db: Db, email: string): Promise<LocalUser | undefined> {
  return db
    .selectFrom('accounts_users')
    .select([...USER_COLUMNS, 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The account with this id. */
export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  return db
    .selectFrom('accounts_users')
    .select(USER_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Finds the user of an OIDC identity by (issuer, subject), creating it on first
 * sign-in, and refreshes the profile from the provider's claims each time. The e-mail
 * address is kept only when no other account holds it: accounts are never merged by
 * e-mail, which would let whoever controls a provider account take over a local one.
 */
export async function upsertOidcUser(db: Db, identity: OidcIdentity): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const email = identity.email && (await emailFreeFor(trx, identity.email, identity));
    const values = {
      name: identity.name,
      given_name: identity.given_name,
      nickname: identity.nickname,
      email: email || null,
    };
    const row: Pick<UserRow, (typeof USER_COLUMNS)[number]> = await trx
      .insertInto('accounts_users')
      .values({ ...values, oidc_issuer: identity.issuer, oidc_subject: identity.subject })
      .onConflict((oc) => oc.columns(['oidc_issuer', 'oidc_subject']).doUpdateSet(values))
      .returning(USER_COLUMNS)
      .executeTakeFirstOrThrow();
    return row;
  });
}

/** `email` when no account other than this identity's holds it, else null. */
async function emailFreeFor(db: Db, email: string, identity: OidcIdentity) {
  const holder = await db
    .selectFrom('accounts_users')
    .select(['oidc_issuer', 'oidc_subject'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!holder) return email;
  const same = holder.oidc_issuer === identity.issuer && holder.oidc_subject === identity.subject;
  return same ? email : null;
}
