import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccountsService, createApiKeyService, type ApiKeyService } from '@kokoelma/accounts';
import { migrate, openDatabase, type Database } from '@kokoelma/db';
import { runApiKeyCommand } from './apikey-command';

let database: Database;
let apiKeys: ApiKeyService;
let userId: string;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  await migrate(database.db);
  const accounts = createAccountsService(database.db, {
    hasher: { hash: async () => 'not a real hash', verify: async () => false },
  });
  userId = (
    await accounts.register({ email: 'ops@example.fi', password: 'x'.repeat(12), name: 'Ops' })
  ).id;
  apiKeys = createApiKeyService(database.db, { approval: 'manual' });
}, 60_000);
beforeEach(async () => {
  await database.db.deleteFrom('api_keys').execute();
});
afterAll(async () => database?.close());

/** Runs the command, collecting what it prints. */
async function run(...args: string[]) {
  const lines = { log: [] as string[], error: [] as string[] };
  const code = await runApiKeyCommand(apiKeys, args, {
    log: (line) => lines.log.push(line),
    error: (line) => lines.error.push(line),
  });
  return { code, ...lines };
}

describe('npm run apikey', () => {
  it('lists the keys waiting, approves one by id, and the key becomes valid', async () => {
    const { key, keyId } = await apiKeys.request(userId, 'Research\non landscapes');
    const waiting = await run('list', 'creating');
    expect(waiting.code).toBe(0);
    expect(waiting.log).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${keyId}  CREATING  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d  ${key.slice(0, 12)}…  ops@example.fi  Research on landscapes$`,
        ),
      ),
      '1 key',
    ]);
    expect(await apiKeys.verify(key)).toBeNull();

    const approved = await run('approve', keyId);
    expect(approved).toMatchObject({ code: 0, error: [] });
    expect(approved.log[0]).toMatch(`approved: ${keyId}  COMPLETE`);
    expect(await apiKeys.verify(key)).toEqual({ keyId, userId });
    expect((await run('list', 'creating')).log).toEqual(['0 keys']);
  });

  it('revokes a key, which then cannot be approved', async () => {
    const { key, keyId } = await apiKeys.request(userId, 'App');
    await apiKeys.approve(keyId);
    expect((await run('revoke', keyId)).log[0]).toMatch(`revoked: ${keyId}  REVOKED`);
    expect(await apiKeys.verify(key)).toBeNull();
    const refused = await run('approve', keyId);
    expect(refused.code).toBe(1);
    expect(refused.error[0]).toMatch(/revoked/);
  });

  it('says so for an unknown id, and shows the usage for anything else', async () => {
    const unknown = await run('approve', '00000000-0000-4000-8000-000000000000');
    expect(unknown).toMatchObject({ code: 1, error: [expect.stringMatching(/no API key/)] });
    expect((await run('approve')).code).toBe(2);
    expect((await run('list', 'pending')).code).toBe(2);
    const usage = await run('frobnicate');
    expect(usage.code).toBe(2);
    expect(usage.log[0]).toMatch(/^Usage: npm run apikey/);
  });
});
