import type { FastifyInstance, InjectOptions } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createApiKeyService } from '@kokoelma/accounts';
import { refreshDerivedData, upsertRecords, type RecordPerson } from '@kokoelma/collection';
import { makeImage, makeRecord } from '@kokoelma/collection/testing';
import { migrate, openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { SESSION_COOKIE, WEBHOOK_SECRET, type FuzzFixtures, type FuzzRoute } from './fuzz-types';
import { routeRecorder } from './route-recorder';

export interface FuzzApp {
  app: FastifyInstance;
  routes: FuzzRoute[];
  /** Routes that the router chose for at least one request. */
  reached: Set<string>;
  /** Routes whose handler ran for at least one request (it passed every check). */
  handled: Set<string>;
  fixtures: FuzzFixtures;
  /** Errors the app reported as 5xx, newest last (their stacks explain a failure). */
  reported: Error[];
  /** Signs in again, gets a valid key and a shared gallery, when requests undid them. */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

const PASSWORD = 'sumea testaus kokoelmassa 2025';
// Each of the fixture's own calls comes from an address of its own: the sign-in limit per
// IP, which fuzzed requests run into (and the fixture signs in again and again), must not
// lock the fixture out.
let fixtureCalls = 0;
const fixtureIp = () => {
  fixtureCalls += 1;
  return {
    'x-forwarded-for': `198.51.${Math.floor(fixtureCalls / 250) % 250}.${(fixtureCalls % 250) + 1}`,
  };
};

const IMAGE_IDS = [300_001, 300_002, 300_003];
const artist: RecordPerson = {
  id: 50_001,
  firstName: 'Helene',
  familyName: 'Schjerfbeck',
  birthYear: 1862,
  deathYear: 1946,
  attribution: null,
  role: { id: 1, fi: 'taiteilija', sv: 'konstnär', en: 'artist' },
};

/** A few objects with the variety the routes branch on: images, people, museums, display. */
function records() {
  return Array.from({ length: 8 }, (_, i) =>
    makeRecord(1001 + i, {
      title: i % 3 === 0 ? { fi: `Kissa ${i}`, sv: `Katt ${i}`, en: `Cat ${i}` } : { fi: 'Talvi' },
      museum: (['ateneum', 'kiasma', 'sinebrychoff'] as const)[i % 3] ?? 'ateneum',
      // Object 1008 names an image without an original on disk.
      images:
        i < 3 ? [makeImage(IMAGE_IDS[i] ?? 0, 240, 180)] : i === 7 ? [makeImage(399_999)] : [],
      people: i % 2 === 0 ? [artist] : [],
      keywords: i % 4 === 0 ? [{ fi: 'meri', sv: 'hav', en: 'sea' }] : [],
      onDisplay: i === 1 ? { museum: 'ateneum', location: null } : null,
      yearFrom: 1850 + i * 20,
    }),
  );
}

/**
 * The whole API in process (PGlite in memory, no web app) with a small collection, a
 * signed-in visitor with a shared gallery and an approved API key, and every route it
 * registers collected as it is registered.
 */
export async function buildFuzzApp(): Promise<FuzzApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kokoelma-fuzz-'));
  const originals = join(dataDir, 'images', 'originals');
  mkdirSync(originals, { recursive: true });
  // Small originals keep image routes fast; the fuzzer asks for every size anyway.
  for (const id of IMAGE_IDS) {
    await sharp({ create: { width: 240, height: 180, channels: 3, background: '#446688' } })
      .jpeg()
      .toFile(join(originals, `${id}.jpg`));
  }
  const database: Database = await openDatabase({ kind: 'pglite' });
  await migrate(database.db);
  await upsertRecords(database.db, records(), 1);
  await refreshDerivedData(database.db);

  const { routes, reached, handled, reported, reporter, onRoute } = routeRecorder();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // Generous key limits, so requests with the valid key reach the handlers, not a 429.
    API_RATE_LIMIT_MAX: '1000000',
    // Behind one balancer, so that the fixture's own calls come from addresses of their
    // own (X-Forwarded-For) and fuzzed requests' sign-in attempts do not lock it out.
    TRUST_PROXY: '1',
    // Optional features on, so that their routes are registered and fuzzed too. GitHub
    // is a closed port: no request may leave the machine.
    GITHUB_CLIENT_ID: 'fuzz-client',
    GITHUB_CLIENT_SECRET: 'fuzz-client-secret',
    GITHUB_OAUTH_URL: 'http://127.0.0.1:9',
    GITHUB_API_URL: 'http://127.0.0.1:9',
    CONTENTFUL_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  const app = await buildApp(config, {
    build: { name: 'kokoelma', version: '0', commit: null },
    database,
    serveWeb: false,
    reporter,
    onRoute,
  });
  await app.ready();

  const apiKeys = createApiKeyService(database.db, { approval: 'manual' });
  const fixtures: FuzzFixtures = {
    session: '',
    apiKey: '',
    galleryIds: [],
    gallerySlugs: [],
    objectIds: records().map((r) => r.id),
    imageIds: [...IMAGE_IDS, 399_999],
    personIds: [String(artist.id)],
    articleSlugs: [],
  };
  let accounts = 0;

  async function call(options: InjectOptions & { url: string }, expected: number[]) {
    const res = await app.inject({
      ...options,
      headers: { ...fixtureIp(), ...options.headers },
      cookies: fixtures.session ? { [SESSION_COOKIE]: fixtures.session } : {},
    });
    if (!expected.includes(res.statusCode)) {
      throw new Error(
        `fixture ${options.method ?? 'GET'} ${options.url}: ${res.statusCode} ${res.body}`,
      );
    }
    return res;
  }

  async function signIn() {
    const email = `fuzz${accounts}@example.fi`;
    const login = await call(
      { method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } },
      [200, 400, 401, 429],
    );
    const res =
      login.statusCode === 200
        ? login
        : await call(
            {
              method: 'POST',
              url: '/api/auth/register',
              payload: { email: `fuzz${++accounts}@example.fi`, password: PASSWORD, name: 'Fuzz' },
            },
            [201],
          );
    fixtures.session = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
  }

  async function ensureGallery() {
    type Listed = { id: number; slug: string; visibility: string; editToken: string | null };
    const listed = (await call({ url: '/api/galleries' }, [200])).json<Listed[]>();
    let gallery =
      listed[0] ??
      (
        await call(
          { method: 'POST', url: '/api/galleries', payload: { name: 'Sumea', artworkId: 1001 } },
          [201],
        )
      ).json<Listed>();
    // Shared, with an edit link: both kinds of slug lead somewhere.
    const url = `/api/galleries/${gallery.id}`;
    if (gallery.visibility === 'private') {
      const payload = { visibility: 'link' };
      gallery = (await call({ method: 'PATCH', url, payload }, [200])).json<Listed>();
    }
    if (!gallery.editToken) {
      gallery = (await call({ method: 'POST', url: `${url}/links/edit` }, [200])).json<Listed>();
    }
    fixtures.galleryIds = [String(gallery.id)];
    fixtures.gallerySlugs = [gallery.slug, gallery.editToken ?? gallery.slug];
  }

  async function ensureKey() {
    if (fixtures.apiKey && (await apiKeys.verify(fixtures.apiKey))) return;
    const { details } = (await call({ url: '/api/apikey' }, [200])).json<{ details: unknown }>();
    const res = details
      ? await call({ method: 'POST', url: '/api/apikey/regenerate' }, [200, 201])
      : await call(
          { method: 'POST', url: '/api/apikey/request', payload: { description: 'Sumea testaus' } },
          [200, 201],
        );
    fixtures.apiKey = res.json<{ key: string }>().key;
    for (const key of await apiKeys.list({ state: 'CREATING' })) await apiKeys.approve(key.id);
  }

  async function refresh() {
    const me = fixtures.session ? await call({ url: '/api/auth/me' }, [200, 401]) : null;
    if (me?.statusCode !== 200) await signIn();
    await ensureGallery();
    await ensureKey();
  }

  await refresh();
  const articles = await call({ url: '/api/articles?lang=fi' }, [200]);
  fixtures.articleSlugs = [...new Set(articles.body.match(/(?<="slug":")[^"]+/g) ?? [])].slice(
    0,
    5,
  );

  return {
    app,
    routes,
    reached,
    handled,
    fixtures,
    reported,
    refresh,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
