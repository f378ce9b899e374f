import type { Database } from '@kokoelma/db';

let users = 0;

/** A user straight in the table (an OIDC identity: no password hashing needed). */
export async function newUser(database: Database, name = 'Aino Ackté'): Promise<string> {
  users += 1;
  const row = await database.db
    .insertInto('accounts_users')
    .values({
      email: null,
      name,
      given_name: name.split(' ')[0] ?? name,
      nickname: null,
      password_hash: null,
      oidc_issuer: 'https://id.example.fi',
      oidc_subject: `subject-${users}-${Math.random()}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
