// A plain Node ESM project that installed @kokoelma/domain, contract and client from their
// tarballs: every entry point loads, its exports work, deep imports stay closed. Prints
// the runtime exports of each entry point as JSON on its last line.
import assert from 'node:assert/strict';
import * as domain from '@kokoelma/domain';
import * as contract from '@kokoelma/contract';
import * as publicApi from '@kokoelma/contract/public-api';
import * as client from '@kokoelma/client';
import { Value } from 'typebox/value';

// @kokoelma/domain: the rules, as the README shows them.
assert.deepEqual(
  domain.objectTitle({ title: { fi: 'Veneranta ja laivoja Haikosta', sv: '', en: '' } }, 'en'),
  { kind: 'text', text: 'Veneranta ja laivoja Haikosta', lang: 'fi', isFallback: true },
);
assert.equal(domain.objectTitle({ title: { fi: '', sv: '', en: '' } }, 'fi'), domain.MISSING_TITLE);
assert.equal(domain.retryDelay(0), 1000);
assert.equal(domain.retryDelay(2), 2250);

// @kokoelma/contract: JSON Schemas a validator accepts, one source for both entries.
assert.equal(publicApi.PublicObject.type, 'object');
assert.ok(publicApi.PublicObject.properties.id);
assert.equal(publicApi.PUBLIC_API_PREFIX, '/api/v1');
assert.equal(publicApi.PublicObjectList, contract.PublicObjectList);
// The main entry is the APIs' face: IIIF and galleries' public shapes, not the site's routes.
assert.equal(typeof contract.iiifRoutes, 'object');
assert.equal(contract.SharedGallery.type, 'object');
assert.equal(contract.pageRoutes, undefined);
assert.equal(contract.matchPage, undefined);
assert.deepEqual(Object.keys(publicApi.publicApiRoutes).sort(), [
  'export',
  'object',
  'objectHistory',
  'objects',
  'openapi',
  'people',
  'person',
  'search',
]);
assert.ok(Value.Check(publicApi.PublicObjectsQuery, { limit: 5, category: ['photo'] }));
assert.ok(!Value.Check(publicApi.PublicObjectsQuery, { limit: 500 }));
assert.ok(!Value.Check(publicApi.PublicObjectsQuery, { unknown: 1 }));

// @kokoelma/client: a request against a stand-in fetch, and its typed error.
const calls = [];
const api = new client.KokoelmaClient({
  baseUrl: 'https://kokoelma.example.org',
  apiKey: 'kok_test',
  maxAttempts: 1,
  fetch: async (url, init) => {
    calls.push({ url: String(url), key: new Headers(init?.headers).get(client.API_KEY_HEADER) });
    return new Response(JSON.stringify({ error: 'not_found', message: 'No such object' }), {
      status: 404,
      statusText: 'Not Found',
      headers: { 'content-type': 'application/json' },
    });
  },
});
const error = await api.object(1001).then(
  () => null,
  (e) => e,
);
assert.ok(error instanceof client.KokoelmaApiError, 'a 404 rejects with KokoelmaApiError');
assert.equal(error.status, 404);
assert.equal(error.statusText, 'Not Found');
assert.equal(error.url, 'https://kokoelma.example.org/api/v1/objects/1001');
assert.ok(client.isNotFound(error));
assert.deepEqual(calls, [
  { url: 'https://kokoelma.example.org/api/v1/objects/1001', key: 'kok_test' },
]);

// Only the exported entry points resolve: the packages' files stay private.
for (const deep of [
  '@kokoelma/client/dist/lib/retry.js',
  '@kokoelma/contract/dist/lib/public-api.js',
  '@kokoelma/contract/site',
  '@kokoelma/domain/dist/lib/retry.js',
]) {
  await assert.rejects(import(deep), { code: 'ERR_PACKAGE_PATH_NOT_EXPORTED' }, deep);
}
const { default: manifest } = await import('@kokoelma/client/package.json', {
  with: { type: 'json' },
});
assert.equal(manifest.name, '@kokoelma/client');

console.log(
  JSON.stringify({
    '@kokoelma/domain': Object.keys(domain),
    '@kokoelma/contract': Object.keys(contract),
    '@kokoelma/contract/public-api': Object.keys(publicApi),
    '@kokoelma/client': Object.keys(client),
  }),
);
