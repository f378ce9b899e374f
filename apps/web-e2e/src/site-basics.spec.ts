import { expect, test } from './fixtures';

// The files machines ask every site for, from the built server as it runs in production.

test('/favicon.ico is the site icon as an ICO, kept for a long time', async ({ request }) => {
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect(res.headers()['cache-control']).toContain('max-age=2592000');
  const body = await res.body();
  // An icon directory (reserved 0, type 1) of three PNG images.
  expect([body.readUInt16LE(0), body.readUInt16LE(2), body.readUInt16LE(4)]).toEqual([0, 1, 3]);
  const first = body.readUInt32LE(6 + 12);
  expect(body.subarray(first, first + 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
  const svg = await request.get('/favicon.svg');
  expect(svg.headers()['cache-control']).toContain('max-age=2592000');
});

test('/robots.txt lets crawlers in and names the site map, which answers', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await res.text();
  expect(text).toContain('User-agent: *\nAllow: /\n');
  const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1] ?? '';
  expect(sitemap).toMatch(/\/sitemap\.xml$/);
  const map = await request.get(new URL(sitemap).pathname);
  expect(map.status()).toBe(200);
  expect(await map.text()).toContain('<sitemapindex');
});

test('/.well-known/security.txt names a contact and expires within a year', async ({ request }) => {
  const res = await request.get('/.well-known/security.txt');
  expect(res.status()).toBe(200);
  const text = await res.text();
  expect(text).toMatch(/^Contact: http:\/\/\S+\/fi\/yhteystiedot$/m);
  expect(text).toContain('Preferred-Languages: fi, sv, en');
  const expires = Date.parse(/^Expires: (\S+)$/m.exec(text)?.[1] ?? '');
  expect(expires - Date.now()).toBeGreaterThan(300 * 86_400_000);
  expect(expires - Date.now()).toBeLessThan(365 * 86_400_000);
});
