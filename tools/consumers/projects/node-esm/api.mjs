// The consumer's script against a running Kokoelma server: `KOKOELMA_URL=… KOKOELMA_API_KEY=…
// node api.mjs`. Pages through every object of /api/v1 with the installed @kokoelma/client
// (cursor pages), the search (offset pages) and the people, streams the export, and checks
// that they agree. Prints a summary as JSON on its last line.
import assert from 'node:assert/strict';
import { KokoelmaApiError, KokoelmaClient, isNotFound } from '@kokoelma/client';

const baseUrl = process.env.KOKOELMA_URL;
const apiKey = process.env.KOKOELMA_API_KEY;
assert.ok(baseUrl && apiKey, 'set KOKOELMA_URL and KOKOELMA_API_KEY');

let retries = 0;
const api = new KokoelmaClient({ baseUrl, apiKey, onRetry: () => (retries += 1) });

// Objects: cursor pages of 100, each object once, as many as the first page's total.
const first = await api.objects({ limit: 100 });
assert.ok(first.total > 100, `a demo collection of more than one page (total ${first.total})`);
const ids = new Set();
let pages = 0;
for await (const page of api.objectPages({ limit: 100 })) {
  pages += 1;
  assert.equal(page.total, first.total);
  for (const work of page.items) {
    assert.equal(typeof work.id, 'number');
    assert.ok(!ids.has(work.id), `object ${work.id} came twice`);
    ids.add(work.id);
  }
}
assert.equal(ids.size, first.total, 'cursor pages reach every object');
assert.equal(pages, Math.ceil(first.total / 100));

// The same objects one at a time, stopping early: leaving the loop stops paging.
let counted = 0;
for await (const work of api.allObjects({ limit: 20 })) {
  assert.ok(ids.has(work.id));
  if (++counted === 30) break;
}
assert.equal(counted, 30);

// One object by id, and a 404 as a typed error.
const firstId = first.items[0].id;
const one = await api.object(firstId);
assert.equal(one.id, firstId);
assert.deepEqual(one.title, first.items[0].title);
const missing = await api.object(2_000_000_000).then(
  () => null,
  (e) => e,
);
assert.ok(missing instanceof KokoelmaApiError && isNotFound(missing), 'object 2000000000: 404');
assert.equal(missing.status, 404);
assert.match(missing.url, /\/api\/v1\/objects\/2000000000$/);

// Search: offset pages through every reachable result, each once.
const search = await api.search({ lang: 'fi', limit: 50 });
assert.ok(search.pageable > 50, `search pages (${search.pageable} reachable)`);
const found = new Set();
for await (const work of api.allSearchResults({ lang: 'fi', limit: 50 })) found.add(work.id);
assert.equal(found.size, search.pageable, 'offset pages reach every reachable result');

// People: cursor pages.
const people = await api.people({ limit: 100 });
let persons = 0;
for await (const person of api.allPeople({ limit: 25 })) {
  assert.equal(typeof person.id, 'string');
  persons += 1;
}
assert.equal(persons, people.total, 'cursor pages reach every person');

// The export: the whole collection as a stream of objects.
const exported = new Set();
for await (const work of api.export()) exported.add(work.id);
assert.deepEqual([...exported].sort(), [...ids].sort(), 'the export holds the paged objects');

// A wrong key: 401 at once, not retried.
let wrongRetries = 0;
const stranger = new KokoelmaClient({
  baseUrl,
  apiKey: 'kok_0000000000000000000000000000000000000000000',
  onRetry: () => (wrongRetries += 1),
});
const refused = await stranger.objects().then(
  () => null,
  (e) => e,
);
assert.ok(refused instanceof KokoelmaApiError, 'a wrong key rejects');
assert.equal(refused.status, 401);
assert.equal(wrongRetries, 0, 'a 401 is not retried');

console.log(
  JSON.stringify({
    objects: ids.size,
    objectPages: pages,
    searchResults: found.size,
    people: persons,
    exported: exported.size,
    retries,
  }),
);
