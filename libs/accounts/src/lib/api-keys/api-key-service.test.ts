import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { createAccountsService } from '../accounts-service';
import { emptyAccounts, openMigrated, testClock, testHasher } from '../testing';
import {
  ApiKeyExistsError,
  ApiKeyNotFoundError,
  InvalidApiKeyRequestError,
} from './api-key-errors';
import { createApiKeyService, type ApiKeyService } from './api-key-service';

const USE = 'A study of Finnish landscape painting for a university course.';

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))('API keys on $name', (target) => {
  let database: Database;
  let keys: ApiKeyService;
  let clock: ReturnType<typeof testClock>;
  let userId: string;

  async function newUser(email: string) {
    const accounts = createAccountsService(database.db, { hasher: testHasher });
    return (await accounts.register({ email, password: 'pitkä salasana', name: 'Kehittäjä' })).id;
  }

  beforeAll(async () => {
    database = await openMigrated(target);
  });
  beforeEach(async () => {
    await emptyAccounts(database);
    clock = testClock();
    keys = createApiKeyService(database.db, { approval: 'auto', now: clock.now });
    userId = await newUser('dev@example.fi');
  });
  afterAll(async () => database?.close());

  it('creates a key in CREATING and shows the whole key only in the answer', async () => {
    expect(await keys.details(userId)).toBeNull();
    const issued = await keys.request(userId, `  ${USE}\n`);
    expect(issued.key).toMatch(/^kok_[A-Za-z0-9]{43}$/);
    expect(issued.details).toEqual({
      apikey: `${issued.key.slice(0, 12)}…`,
      stateId: 'CREATING',
      description: USE,
    });
    expect(await keys.details(userId)).toEqual(issued.details);
  });

  it('stores only a hash: the key is nowhere in the table', async () => {
    const { key } = await keys.request(userId, USE);
    const rows = await sql<Record<string, unknown>>`select * from api_keys`.execute(database.db);
    const dump = JSON.stringify(rows.rows);
    expect(dump).not.toContain(key);
    expect(dump).not.toContain(key.slice(4));
    expect(dump).toContain(key.slice(0, 12));
  });

  it('is valid only once approved, and never again once revoked', async () => {
    const { key, keyId } = await keys.request(userId, USE);
    expect(await keys.verify(key)).toBeNull();
    clock.advance(5_000);
    expect(await keys.approvePending(new Date(clock.now().getTime() - 3_000))).toBe(1);
    expect((await keys.details(userId))?.stateId).toBe('COMPLETE');
    expect(await keys.verify(key)).toEqual({ keyId, userId });
    await keys.revoke(userId);
    expect(await keys.verify(key)).toBeNull();
    expect(await keys.details(userId)).toBeNull();
  });

  it('approves automatically only what was requested long enough ago', async () => {
    await keys.request(userId, USE);
    const cutoff = new Date(clock.now().getTime() - 1);
    expect(await keys.approvePending(cutoff)).toBe(0);
    expect((await keys.details(userId))?.stateId).toBe('CREATING');
  });

  it('leaves approval to the operator when manual', async () => {
    const manual = createApiKeyService(database.db, { approval: 'manual', now: clock.now });
    const { key, keyId } = await manual.request(userId, USE);
    clock.advance(60_000);
    expect(await manual.approvePending(clock.now())).toBe(0);
    expect(await manual.list({ state: 'CREATING' })).toEqual([
      expect.objectContaining({
        id: keyId,
        userId,
        email: 'dev@example.fi',
        name: 'Kehittäjä',
        prefix: key.slice(0, 12),
        state: 'CREATING',
        description: USE,
        approvedAt: null,
      }),
    ]);
    const approved = await manual.approve(keyId.toUpperCase());
    expect(approved).toMatchObject({ state: 'COMPLETE', approvedAt: clock.now() });
    expect(await manual.verify(key)).toEqual({ keyId, userId });
    // Approving again changes nothing; an unknown or malformed id is not found.
    expect((await manual.approve(keyId)).approvedAt).toEqual(approved.approvedAt);
    await expect(manual.approve('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(
      ApiKeyNotFoundError,
    );
    await expect(manual.approve("1' or '1'='1")).rejects.toBeInstanceOf(ApiKeyNotFoundError);
  });

  it('lets the operator revoke a key, which then cannot be approved', async () => {
    const { key, keyId } = await keys.request(userId, USE);
    expect((await keys.revokeKey(keyId)).state).toBe('REVOKED');
    expect((await keys.approve(keyId)).state).toBe('REVOKED');
    expect(await keys.verify(key)).toBeNull();
    expect(await keys.list({ state: 'REVOKED' })).toHaveLength(1);
  });

  it('allows one key per user, and a new request after revoking', async () => {
    await keys.request(userId, USE);
    await expect(keys.request(userId, 'another')).rejects.toBeInstanceOf(ApiKeyExistsError);
    const results = await Promise.allSettled([
      keys.request(await newUser('a@example.fi'), USE),
      keys.request(await newUser('b@example.fi'), USE),
    ]);
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    await keys.revoke(userId);
    const again = await keys.request(userId, 'a second use');
    expect(again.details.description).toBe('a second use');
    expect(await keys.list()).toHaveLength(4);
  });

  it('one of two simultaneous requests of a user wins', async () => {
    const results = await Promise.allSettled([
      keys.request(userId, USE),
      keys.request(userId, USE),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected');
    expect(failed?.status === 'rejected' && failed.reason).toBeInstanceOf(ApiKeyExistsError);
  });

  it('regenerates the secret: the old key stops working, state and use stay', async () => {
    const first = await keys.request(userId, USE);
    clock.advance(10_000);
    await keys.approvePending(clock.now());
    const second = await keys.regenerate(userId);
    expect(second.key).not.toBe(first.key);
    expect(second.keyId).toBe(first.keyId);
    expect(second.details).toMatchObject({ stateId: 'COMPLETE', description: USE });
    expect(await keys.verify(first.key)).toBeNull();
    expect(await keys.verify(second.key)).toEqual({ keyId: first.keyId, userId });
  });

  it('has nothing to regenerate or revoke without a key', async () => {
    await expect(keys.regenerate(userId)).rejects.toBeInstanceOf(ApiKeyNotFoundError);
    await expect(keys.revoke(userId)).rejects.toBeInstanceOf(ApiKeyNotFoundError);
  });

  it('checks the intended use before touching the database', async () => {
    await expect(keys.request(userId, '   ')).rejects.toBeInstanceOf(InvalidApiKeyRequestError);
    await expect(keys.request(userId, 'x'.repeat(2001))).rejects.toMatchObject({
      reason: 'description_too_long',
    });
    expect(await keys.list()).toEqual([]);
  });

  it('verifies nothing but well-formed, valid keys', async () => {
    expect(await keys.verify('')).toBeNull();
    expect(await keys.verify("kok_' or 1=1 --")).toBeNull();
    expect(await keys.verify(`kok_${'a'.repeat(43)}`)).toBeNull();
  });

  it('goes with its owner', async () => {
    await keys.request(userId, USE);
    await database.db.deleteFrom('accounts_users').where('id', '=', userId).execute();
    expect(await keys.list()).toEqual([]);
  });
});
