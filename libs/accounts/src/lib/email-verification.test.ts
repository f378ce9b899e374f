import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { createAccountsService, type AccountsService } from './accounts-service';
import {
  emailVerificationState,
  issueEmailVerification,
  verifyEmailToken,
} from './email-verification';
import { sessionIdOf } from './session-token';
import { emptyAccounts, openMigrated, testHasher } from './testing';

const maija = { email: 'maija@example.fi', password: 'pitkä salasana', name: 'Maija' };

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'e-mail verification on $name',
  (target) => {
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

    it('leaves a new local account unverified until its link is opened, once', async () => {
      const user = await accounts.register(maija);
      expect(await emailVerificationState(database.db, user.id)).toEqual({
        verified: false,
        email: 'maija@example.fi',
      });
      const issued = await issueEmailVerification(database.db, user.id);
      if (!issued) throw new Error('no link');
      expect(issued.email).toBe('maija@example.fi');
      // Only the token's hash is stored.
      const rows = await database.db
        .selectFrom('accounts_email_verifications')
        .selectAll()
        .execute();
      expect(rows.map((r) => r.id)).toEqual([sessionIdOf(issued.token)]);
      expect(await verifyEmailToken(database.db, issued.token)).toBe(user.id);
      expect((await emailVerificationState(database.db, user.id)).verified).toBe(true);
      // Single-use.
      expect(await verifyEmailToken(database.db, issued.token)).toBeNull();
    });

    it('refuses expired, replaced, malformed tokens and a changed address', async () => {
      const user = await accounts.register(maija);
      const expired = await issueEmailVerification(database.db, user.id, -1000);
      expect(await verifyEmailToken(database.db, expired?.token)).toBeNull();
      const first = await issueEmailVerification(database.db, user.id);
      const second = await issueEmailVerification(database.db, user.id);
      expect(await verifyEmailToken(database.db, first?.token)).toBeNull();
      for (const bad of ['', 'x', 'A'.repeat(43), null, 42]) {
        expect(await verifyEmailToken(database.db, bad)).toBeNull();
      }
      await database.db
        .updateTable('accounts_users')
        .set({ email: 'toinen@example.fi' })
        .where('id', '=', user.id)
        .execute();
      expect(await verifyEmailToken(database.db, second?.token)).toBeNull();
      expect((await emailVerificationState(database.db, user.id)).verified).toBe(false);
    });

    it('counts an OIDC account with an address as verified', async () => {
      const user = await accounts.signInWithOidc({
        issuer: 'https://id.example.fi',
        subject: 'abc',
        email: 'oidc@example.fi',
        name: 'Oidc User',
        given_name: 'Oidc',
        nickname: null,
      });
      expect(await emailVerificationState(database.db, user.id)).toEqual({
        verified: true,
        email: 'oidc@example.fi',
      });
    });
  },
);
