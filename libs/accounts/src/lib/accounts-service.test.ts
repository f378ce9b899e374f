import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { createAccountsService, type AccountsService } from './accounts-service';
import { EmailTakenError, InvalidAccountInputError, InvalidCredentialsError } from './errors';
import type { PasswordHasher } from './password-hashing';
import { emptyAccounts, openMigrated, testHasher } from './testing';

const maija = { email: 'Maija@Example.fi', password: 'pitkä salasana', name: 'Maija Meikäläinen' };

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))('accounts on $name', (target) => {
  let database: Database;
  let accounts: AccountsService;
  beforeAll(async () => {
    database = await openMigrated(target);
  });
  beforeEach(async () => {
    await emptyAccounts(database);
    accounts = createAccountsService(database.db, { hasher: testHasher });
  });
  afterAll(async () => database?.close());

  it('registers a local account with a lower-cased address and a hashed password', async () => {
    const user = await accounts.register(maija);
    expect(user).toMatchObject({
      email: 'maija@example.fi',
      name: 'Maija Meikäläinen',
      given_name: 'Maija',
      nickname: null,
    });
    const row = await database.db
      .selectFrom('accounts_users')
      .select('password_hash')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(maija.password);
  });

  it('refuses a second account for the same address in any letter case', async () => {
    await accounts.register(maija);
    await expect(accounts.register({ ...maija, email: 'MAIJA@example.FI' })).rejects.toBeInstanceOf(
      EmailTakenError,
    );
  });

  it('one of two simultaneous registrations of an address wins', async () => {
    const results = await Promise.allSettled([accounts.register(maija), accounts.register(maija)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected');
    expect(failed?.status === 'rejected' && failed.reason).toBeInstanceOf(EmailTakenError);
  });

  it('checks the rules before touching the database', async () => {
    await expect(accounts.register({ ...maija, password: 'password' })).rejects.toMatchObject({
      reason: 'password_common',
      field: 'password',
    });
    await expect(accounts.register({ ...maija, name: ' ' })).rejects.toBeInstanceOf(
      InvalidAccountInputError,
    );
    const count = await database.db
      .selectFrom('accounts_users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('authenticates with the right password, in any letter case of the address', async () => {
    const registered = await accounts.register(maija);
    const user = await accounts.authenticate(' MAIJA@example.fi', maija.password);
    expect(user).toEqual(registered);
    expect(user).not.toHaveProperty('password_hash');
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    await accounts.register(maija);
    const attempts: Array<[string, string]> = [
      [maija.email, 'väärä salasana'],
      ['nobody@example.fi', maija.password],
      ['nobody', maija.password],
    ];
    for (const [email, password] of attempts) {
      await expect(accounts.authenticate(email, password)).rejects.toBeInstanceOf(
        InvalidCredentialsError,
      );
    }
  });

  it('verifies a hash even for an unknown address, so timing does not tell', async () => {
    const verify = vi.fn(testHasher.verify);
    const hasher: PasswordHasher = { hash: testHasher.hash, verify };
    const service = createAccountsService(database.db, { hasher });
    await expect(service.authenticate('nobody@example.fi', 'whatever1')).rejects.toThrow();
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('finds or creates OIDC users by issuer and subject and refreshes their profile', async () => {
    const identity = {
      issuer: 'https://id.example',
      subject: 'abc',
      email: 'hugo@example.fi',
      name: 'Hugo Simberg',
      given_name: 'Hugo',
      nickname: null,
    };
    const first = await accounts.signInWithOidc(identity);
    const again = await accounts.signInWithOidc({ ...identity, nickname: 'Haavoittunut enkeli' });
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ email: 'hugo@example.fi', nickname: 'Haavoittunut enkeli' });
    const other = await accounts.signInWithOidc({ ...identity, issuer: 'https://other.example' });
    expect(other.id).not.toBe(first.id);
    // The address belongs to the first account: never shared, never merged.
    expect(other.email).toBeNull();
  });

  it('never signs an OIDC identity into a local account with the same address', async () => {
    const local = await accounts.register(maija);
    const oidc = await accounts.signInWithOidc({
      issuer: 'https://id.example',
      subject: 'x',
      email: 'maija@example.fi',
      name: 'Maija',
      given_name: 'Maija',
      nickname: null,
    });
    expect(oidc.id).not.toBe(local.id);
    expect(oidc.email).toBeNull();
    await expect(accounts.authenticate(maija.email, maija.password)).resolves.toMatchObject({
      id: local.id,
    });
  });

  it('shows the current user with the gallery count the galleries library gives', async () => {
    const user = await accounts.register(maija);
    expect(await accounts.currentUser(user)).toEqual({
      given_name: 'Maija',
      name: 'Maija Meikäläinen',
      nickname: null,
      galleries: 0,
    });
    const counted = createAccountsService(database.db, { countGalleries: async () => 4 });
    expect((await counted.currentUser(user)).galleries).toBe(4);
  });
});
