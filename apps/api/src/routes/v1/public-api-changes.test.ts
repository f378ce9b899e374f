import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyNextUpdates,
  enqueueUpdates,
  parseUpdatePayload,
  refreshDerivedData,
  upsertRecords,
} from '@kokoelma/collection';
import { makeRecord } from '@kokoelma/collection/testing';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { PUBLIC_URL, buildPublicApi, testKeys } from './public-api-fixtures';

// Issue 43: the change feed (GET /api/v1/objects?since=), the 410 of a deleted object,
// and reading without a key, on each database the site runs on.

interface ChangeItem {
  id: number;
  change: 'created' | 'updated' | 'deleted';
  changedAt: string;
  deletedAt: string | null;
  object: { id: number; title: { fi: string | null } } | null;
}
interface ChangeList {
  since: string;
  items: ChangeItem[];
  total: number;
  limit: number;
  nextCursor: string | null;
  next: string | null;
}

/** Changes made as the museum's update queue makes them: its items, applied at once. */
async function applyUpdates(database: Database, body: unknown) {
  const payload = parseUpdatePayload(JSON.stringify(body), 'json');
  if (!payload.ok) throw new Error(payload.problems.join('; '));
  await enqueueUpdates(database.db, payload.items);
  // A deletion is applied in a batch of its own: apply until nothing is left.
  for (let i = 0; i < 10 && (await applyNextUpdates(database.db)).length > 0; i += 1);
}

const museum = (id: number, title: string) => ({
  objectId: id,
  title: { fi: title },
  responsibleOrganisation: 'Kansallisgalleria / Ateneumin taidemuseo',
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'the change feed and keyless reads on $name',
  (target) => {
    let database: Database;
    let app: FastifyInstance;
    let start: string;
    let afterSeed: string;
    beforeAll(async () => {
      database = await target.open();
      await migrate(database.db);
      start = new Date(Date.now() - 1000).toISOString();
      // Stored before the history (as the demo collection is): known by their rows' time.
      await upsertRecords(database.db, [makeRecord(701), makeRecord(702)], 1);
      await refreshDerivedData(database.db);
      await tick();
      afterSeed = new Date().toISOString();
      await tick();
      app = await buildPublicApi(database, testKeys(), {
        rateLimit: { max: 50, timeWindow: 60_000 },
        keylessMax: 3,
      });
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    const feed = async (query: string, key: string | null = 'good-key') => {
      const res = await app.inject({
        url: `/api/v1/objects?${query}`,
        headers: key ? { 'x-api-key': key } : {},
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ChangeList>();
    };

    it('lists what was created, updated and deleted since then, deletions as tombstones', async () => {
      await applyUpdates(database, {
        records: [museum(703, 'Uusi'), museum(701, 'Muutettu')],
        deleted: [702],
      });
      const page = await feed(`since=${encodeURIComponent(afterSeed)}`);
      expect(page.since).toBe(afterSeed);
      const byId = new Map(page.items.map((item) => [item.id, item]));
      expect([...byId.keys()].sort()).toEqual([701, 702, 703]);
      expect(byId.get(703)).toMatchObject({ change: 'created', deletedAt: null });
      expect(byId.get(703)?.object?.title.fi).toBe('Uusi');
      expect(byId.get(701)).toMatchObject({ change: 'updated', deletedAt: null });
      expect(byId.get(701)?.object?.title.fi).toBe('Muutettu');
      const tombstone = byId.get(702);
      expect(tombstone).toMatchObject({ change: 'deleted', object: null });
      expect(tombstone?.deletedAt).toBe(tombstone?.changedAt);
      expect(Date.parse(tombstone?.deletedAt ?? '')).toBeGreaterThan(Date.parse(afterSeed));
      expect(page.total).toBe(3);
      // In the order of the changes (ties by id), each at or after the one before.
      const times = page.items.map((item) => Date.parse(item.changedAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      // From the start, the objects stored without history count as created then.
      const all = await feed(`since=${encodeURIComponent(start)}`);
      expect(all.items.map((item) => [item.id, item.change]).sort()).toEqual([
        [701, 'updated'],
        [702, 'deleted'],
        [703, 'created'],
      ]);
      // After the last change: nothing.
      const later = await feed(
        `since=${encodeURIComponent(new Date(Date.now() + 1000).toISOString())}`,
      );
      expect(later).toMatchObject({ items: [], total: 0, nextCursor: null, next: null });
    });

    it('pages the feed by its cursor, every change once, as the list is paged', async () => {
      const since = encodeURIComponent(start);
      const seen: number[] = [];
      let next: string | null = `/api/v1/objects?since=${since}&limit=1`;
      let pages = 0;
      while (next && pages < 10) {
        const res: { json(): ChangeList } = await app.inject({
          url: next,
          headers: { 'x-api-key': 'good-key' },
        });
        const page: ChangeList = res.json();
        expect(page.limit).toBe(1);
        seen.push(...page.items.map((item) => item.id));
        next = page.next?.replace(PUBLIC_URL, '') ?? null;
        pages += 1;
      }
      expect(seen.sort()).toEqual([701, 702, 703]);
      expect(pages).toBe(3);
    });

    it('answers 410 for a deleted object, 404 for one never known', async () => {
      const gone = await app.inject({ url: '/api/v1/objects/702' });
      expect(gone.statusCode).toBe(410);
      expect(gone.json()).toEqual({ error: 'gone', message: expect.stringMatching(/deleted/) });
      expect((await app.inject({ url: '/api/v1/objects/799' })).statusCode).toBe(404);
      // Back again (a museum undoes a deletion): an object, and a change of the feed.
      await applyUpdates(database, { records: [museum(702, 'Palannut')] });
      expect((await app.inject({ url: '/api/v1/objects/702' })).statusCode).toBe(200);
      const page = await feed(`since=${encodeURIComponent(afterSeed)}`);
      expect(page.items.find((item) => item.id === 702)).toMatchObject({
        change: 'created',
        deletedAt: null,
      });
    });

    it('refuses a since it cannot read, filters with it, and a cursor it did not give', async () => {
      for (const since of [
        'yesterday',
        '2026-13-01',
        '2026-02-30',
        '2026-01-31T12:00:00',
        '31.1.2026',
        '',
      ]) {
        const res = await app.inject({
          url: `/api/v1/objects?since=${encodeURIComponent(since)}`,
          headers: { 'x-api-key': 'good-key' },
        });
        expect(res.statusCode, since).toBe(400);
        expect(res.json().message, since).toMatch(/since must be an ISO 8601 date/);
      }
      const filtered = await app.inject({
        url: '/api/v1/objects?since=2026-01-01&category=photo',
        headers: { 'x-api-key': 'good-key' },
      });
      expect(filtered.statusCode).toBe(400);
      expect(filtered.json().message).toMatch(/takes no filters/);
      const cursor = Buffer.from(JSON.stringify(['objects', 701])).toString('base64url');
      const wrong = await app.inject({
        url: `/api/v1/objects?since=2026-01-01&cursor=${cursor}`,
        headers: { 'x-api-key': 'good-key' },
      });
      expect(wrong.statusCode).toBe(400);
      // A date alone is that day's midnight, UTC; an offset is honoured.
      expect((await feed('since=2026-01-31')).since).toBe('2026-01-31T00:00:00.000Z');
      expect((await feed('since=2026-01-31T12%3A00%3A00%2B02%3A00')).since).toBe(
        '2026-01-31T10:00:00.000Z',
      );
    });

    it('reads without a key at the lower rate per address (a /64 as one), a key raising it', async () => {
      const call = (remoteAddress: string, key?: string) =>
        app.inject({
          url: '/api/v1/objects/701',
          remoteAddress,
          headers: key ? { 'x-api-key': key } : {},
        });
      const first = await call('2001:db8:1:2::10');
      expect(first.statusCode).toBe(200);
      expect(first.headers['ratelimit-policy']).toBe('"keyless";q=3;w=60');
      expect(first.headers['ratelimit']).toMatch(/^"keyless";r=2;t=\d+$/);
      expect(first.headers['x-ratelimit-limit']).toBe('3');
      expect((await call('2001:db8:1:2::20')).statusCode).toBe(200);
      expect((await call('2001:db8:1:2:aaaa::1')).headers['ratelimit']).toMatch(/r=0;/);
      // The fourth from the same /64: refused, with when to try again and how to get more.
      const refused = await call('2001:db8:1:2::30');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/without a key.*A key raises the limit/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another /64 has its own count; a key, from the same address, the key's limit.
      expect((await call('2001:db8:1:3::10')).statusCode).toBe(200);
      const keyed = await call('2001:db8:1:2::30', 'good-key');
      expect(keyed.statusCode).toBe(200);
      expect(keyed.headers['ratelimit-policy']).toBe('"key";q=50;w=60');
      // An unknown key is refused, not read as none.
      expect((await call('2001:db8:1:4::1', 'made-up')).statusCode).toBe(401);
    });
  },
);
