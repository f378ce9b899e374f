import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { migrate, openDatabase, type Database } from '@kokoelma/db';
import {
  createCollectionService,
  refreshDerivedData,
  upsertRecords,
  type CollectionRecord,
  type RecordPerson,
} from '@kokoelma/collection';
import { makeImage, makeRecord } from '@kokoelma/collection/testing';
import { registerErrorHandling } from '../../errors';
import { PUBLIC_API_MOUNT, publicApiPlugin, type PublicApiOptions } from './public-api';

export const PUBLIC_URL = 'https://kokoelma.example';

/** Keys the fake verifier knows; revoke one by deleting it. */
export function testKeys(): Map<string, string> {
  return new Map([
    ['good-key', 'key-1'],
    ['other-key', 'key-2'],
  ]);
}

const artist: RecordPerson = {
  id: 50001,
  firstName: 'Albert',
  familyName: 'Edelfelt',
  birthYear: 1854,
  deathYear: 1905,
  birthPlace: 'Kiialan kartano, Porvoon mlk',
  deathPlace: 'Haikko, Porvoon mlk',
  sameAs: ['http://www.wikidata.org/entity/Q362408'],
  attribution: null,
  role: { id: 1, fi: 'taiteilija', sv: 'konstnär', en: 'artist' },
};

/**
 * 30 objects with the ids of the demo collection (1001 …), so the documentation's
 * examples (/objects/1001, /people/50001) find something here as they do on the site.
 */
export const apiRecords: CollectionRecord[] = Array.from({ length: 30 }, (_, i) => {
  const id = 1001 + ((i * 7) % 30);
  return makeRecord(id, {
    title:
      i % 6 === 0
        ? { fi: `Kissa ${id}`, sv: `Katt ${id}`, en: `Cat ${id}` }
        : { fi: `Maisema ${id}` },
    preferredTitle: i === 1 ? { fi: 'Parempi nimi' } : null,
    category:
      i % 3 === 0
        ? { value: 'photo', name: { fi: 'kuva', sv: 'bild', en: 'picture' } }
        : { value: 'artwork', name: { fi: 'taideteos' } },
    images:
      i % 2 === 0
        ? [
            {
              ...makeImage(300_000 + id, 2400, 1600),
              // Described in Finnish and Swedish on the first object only.
              description:
                i === 0
                  ? { fi: 'Kissa istuu ikkunalaudalla.', sv: 'En katt sitter i fönstret.' }
                  : null,
            },
          ]
        : [],
    yearFrom: 1880 + i * 2,
    keywords: i % 4 === 0 ? [{ fi: 'meri', sv: 'hav', en: 'sea' }] : [],
    people: i % 5 === 0 ? [artist] : [],
  });
});

/** A PGlite database holding {@link apiRecords}. */
export async function openApiTestDatabase(): Promise<Database> {
  const database = await openDatabase({ kind: 'pglite' });
  await migrate(database.db);
  await upsertRecords(database.db, apiRecords, 1);
  await refreshDerivedData(database.db);
  return database;
}

/** The public API alone under /api/v1, on `database`, with a fake key check. */
export async function buildPublicApi(
  database: Database,
  keys: Map<string, string>,
  overrides: Partial<PublicApiOptions> = {},
  /** Sees every route as it is registered (the OpenAPI completeness test). */
  onRoute?: (route: RouteOptions) => void,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    routerOptions: { maxParamLength: 500 },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  });
  registerErrorHandling(app);
  if (onRoute) app.addHook('onRoute', onRoute);
  await app.register(
    publicApiPlugin({
      collection: createCollectionService(database.db, { searchCacheSeconds: 60 }),
      verifyKey: async (raw) => {
        const keyId = keys.get(raw);
        return keyId ? { keyId } : null;
      },
      rateLimit: { max: 10_000, timeWindow: 60_000 },
      links: { publicUrl: PUBLIC_URL, imageBase: `${PUBLIC_URL}/images` },
      ...overrides,
    }),
    PUBLIC_API_MOUNT,
  );
  await app.ready();
  return app;
}
