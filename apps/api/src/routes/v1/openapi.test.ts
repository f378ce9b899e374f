import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { Database } from '@kokoelma/db';
import { PUBLIC_API_PREFIX, publicApiRoutes } from '@kokoelma/contract';
import { createApiKeyService } from '@kokoelma/accounts';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { buildPublicApi, openApiTestDatabase, testKeys } from './public-api-fixtures';

interface Operation {
  security?: unknown[];
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}

let database: Database;
let app: FastifyInstance;
/** Every route the public API registered: "GET /api/v1/objects/:id". */
const registered: string[] = [];
let doc: Document;

beforeAll(async () => {
  database = await openApiTestDatabase();
  app = await buildPublicApi(database, testKeys(), {}, (route) => {
    const methods = [route.method].flat();
    for (const method of methods) {
      // Fastify adds HEAD for each GET, and the CORS plugin an OPTIONS catch-all for
      // preflights: neither is an operation of the API.
      if (method !== 'HEAD' && method !== 'OPTIONS') registered.push(`${method} ${route.url}`);
    }
  });
  doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<Document>();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** "/api/v1/objects/:id" as OpenAPI writes it: "/api/v1/objects/{id}". */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const documented = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(doc) as unknown as Record<string, unknown>,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('documents every registered public route, and nothing else', () => {
    expect(registered.length).toBe(Object.keys(publicApiRoutes).length);
    expect(registered.every((route) => route.includes(`${PUBLIC_API_PREFIX}/`))).toBe(true);
    const routes = registered.map((route) => openApiPath(route));
    expect(documented().sort()).toEqual(routes.sort());
  });

  it('holds the routes the developer page lists (the same definitions)', () => {
    const listed = Object.values(publicApiRoutes).map(
      (route) => `${route.method} ${openApiPath(`${PUBLIC_API_PREFIX}${route.url}`)}`,
    );
    expect(documented().sort()).toEqual(listed.sort());
  });

  // Issue 43: the read routes take a key or none ({} in `security`); the export needs one.
  it('takes the key in the x-api-key header on the reads, needs it for the export', () => {
    expect(doc.components.securitySchemes).toEqual({
      apiKey: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-api-key' }),
    });
    for (const [path, item] of Object.entries(doc.paths)) {
      const expected = path.endsWith('/openapi.json')
        ? []
        : path.endsWith('/export')
          ? [{ apiKey: [] }]
          : [{}, { apiKey: [] }];
      expect(item['get']?.security, path).toEqual(expected);
    }
  });

  it('names the shared shapes and the error answers of each keyed route', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['PublicObject', 'PublicPerson']),
    );
    const objects = doc.paths[`${PUBLIC_API_PREFIX}/objects`]?.['get'];
    expect(Object.keys(objects?.responses ?? {})).toEqual(['200', '400', '401', '429']);
    expect(objects?.responses['429']).toMatchObject({
      headers: { 'retry-after': { schema: { type: 'integer' } } },
      content: { 'application/json': { schema: { required: ['error', 'message'] } } },
    });
    const exported = doc.paths[`${PUBLIC_API_PREFIX}/export`]?.['get']?.responses['200'];
    expect(exported).toMatchObject({ content: { 'application/jsonl': expect.any(Object) } });
  });
});

describe('the public API in the whole server', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'https://kokoelma.example' }),
      { build: { name: 'kokoelma', version: '0', commit: null }, database, serveWeb: false },
    );
  });
  afterAll(() => server.close());

  it('serves the document for the configured origin and limit', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const served = res.json();
    expect(served.servers).toEqual([{ url: 'https://kokoelma.example' }]);
    // Over the site's same-origin default (helmet): the API is for other origins too.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(served.info.description).toContain('120 requests per 60 seconds');
  });

  it('takes a key issued and approved by the API key service, until it is revoked', async () => {
    const user = await database.db
      .insertInto('accounts_users')
      .values({
        email: 'developer@example.org',
        name: 'Dev Eloper',
        given_name: 'Dev',
        nickname: null,
        password_hash: null,
        // Signed in through a provider: the table wants some way to sign in.
        oidc_issuer: 'https://id.example.org',
        oidc_subject: 'developer-1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const apiKeys = createApiKeyService(database.db, { approval: 'manual' });
    const issued = await apiKeys.request(user.id, 'An app that shows a work a day');
    const call = () =>
      server.inject({
        method: 'GET',
        url: '/api/v1/objects/1001',
        headers: { 'x-api-key': issued.key },
      });
    expect((await call()).statusCode).toBe(401);
    await apiKeys.approve(issued.keyId);
    const ok = await call();
    expect(ok.statusCode).toBe(200);
    expect(ok.json().links.self).toBe('https://kokoelma.example/api/v1/objects/1001');
    await apiKeys.revoke(user.id);
    expect((await call()).statusCode).toBe(401);
  });

  it('checks keys with the API key service: a made-up key is refused', async () => {
    const res = await server.inject({
      method: 'GET',
      url: '/api/v1/objects',
      headers: { 'x-api-key': 'kk_made_up_key' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('api_key_invalid');
  });
});
