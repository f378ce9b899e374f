import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { createAccountsService, type AccountsService } from './accounts-service';
import { sessionIdOf } from './session-token';
import { emptyAccounts, openMigrated, testClock, testHasher } from './testing';

const MINUTE = 60_000;
const DAY = 86_400_000;
const lifetimes = { idleMs: 14 * DAY, absoluteMs: 90 * DAY };

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))('sessions on $name', (target) => {
  let database: Database;
  let accounts: AccountsService;
  let clock: ReturnType<typeof testClock>;
  let userId: string;

  beforeAll(async () => {
    database = await openMigrated(target);
  });
  afterAll(async () => database?.close());
  beforeEach(async () => {
    await emptyAccounts(database);
    clock = testClock();
    accounts = createAccountsService(database.db, {
      hasher: testHasher,
      lifetimes,
      now: clock.now,
    });
    const user = await accounts.register({
      email: 'eero@example.fi',
      password: 'järvenpää-tuusula',
      name: 'Eero Järnefelt',
    });
    userId = user.id;
  });

  const lastSeen = async (token: string) =>
    (
      await database.db
        .selectFrom('accounts_sessions')
        .select('last_seen_at')
        .where('id', '=', sessionIdOf(token))
        .executeTakeFirstOrThrow()
    ).last_seen_at;

  it('stores only the hash of the token and ends at the absolute lifetime', async () => {
    const { token, expiresAt } = await accounts.startSession(userId);
    expect(expiresAt.getTime()).toBe(clock.now().getTime() + 90 * DAY);
    const ids = await database.db.selectFrom('accounts_sessions').select('id').execute();
    expect(ids).toEqual([{ id: sessionIdOf(token) }]);
    expect((await accounts.resumeSession(token))?.user.id).toBe(userId);
  });

  it('does not resume an unknown or malformed token', async () => {
    expect(await accounts.resumeSession('x'.repeat(43))).toBeNull();
    expect(await accounts.resumeSession('not a token')).toBeNull();
  });

  it('rotates at sign-in: the token sent with the sign-in stops working', async () => {
    const before = await accounts.startSession(userId);
    const after = await accounts.startSession(userId, before.token);
    expect(after.token).not.toBe(before.token);
    expect(await accounts.resumeSession(before.token)).toBeNull();
    expect(await accounts.resumeSession(after.token)).not.toBeNull();
  });

  it('ends at logout', async () => {
    const { token } = await accounts.startSession(userId);
    await accounts.endSession(token);
    expect(await accounts.resumeSession(token)).toBeNull();
  });

  it('ends after 14 idle days, and activity keeps it alive', async () => {
    const active = await accounts.startSession(userId);
    const idle = await accounts.startSession(userId);
    for (let day = 0; day < 4; day++) {
      clock.advance(10 * DAY);
      expect(await accounts.resumeSession(active.token)).not.toBeNull();
    }
    expect(await accounts.resumeSession(idle.token)).toBeNull();
    // Found expired: the row is gone, not only refused.
    const left = await database.db.selectFrom('accounts_sessions').select('id').execute();
    expect(left).toEqual([{ id: sessionIdOf(active.token) }]);
  });

  it('ends 90 days after sign-in however active it is', async () => {
    const { token } = await accounts.startSession(userId);
    for (let day = 0; day < 89; day++) {
      clock.advance(DAY);
      expect(await accounts.resumeSession(token)).not.toBeNull();
    }
    clock.advance(DAY);
    expect(await accounts.resumeSession(token)).toBeNull();
  });

  it('records activity at most once a minute', async () => {
    const { token } = await accounts.startSession(userId);
    const started = await lastSeen(token);
    clock.advance(30_000);
    await accounts.resumeSession(token);
    expect(await lastSeen(token)).toEqual(started);
    clock.advance(MINUTE);
    await accounts.resumeSession(token);
    expect((await lastSeen(token)).getTime()).toBe(clock.now().getTime());
  });

  it('sweeps expired sessions of everyone when someone signs in', async () => {
    await accounts.startSession(userId);
    clock.advance(15 * DAY);
    await accounts.startSession(userId);
    const rows = await database.db.selectFrom('accounts_sessions').select('id').execute();
    expect(rows).toHaveLength(1);
  });

  it('goes with its user', async () => {
    const { token } = await accounts.startSession(userId);
    await database.db.deleteFrom('accounts_users').where('id', '=', userId).execute();
    expect(await accounts.resumeSession(token)).toBeNull();
  });
});
