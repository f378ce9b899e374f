import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage, pageEncoding } from './page-encoding';

describe('pageEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', null],
    ['gzip;q=0', null],
    ['', null],
    [undefined, null],
  ] as const)('%s → %s', (header, expected) => {
    expect(pageEncoding(header)).toBe(expected);
  });
});

describe('encodePage', () => {
  const html = `<!DOCTYPE html><html><body>${'<p>Kansallisgalleria</p>'.repeat(200)}</body></html>`;

  it('brotli decodes to the page', async () => {
    const body = await encodePage(html, 'br');
    expect(body.length).toBeLessThan(html.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(html);
  });

  it('gzip decodes to the page', async () => {
    expect(gunzipSync(await encodePage(html, 'gzip')).toString()).toBe(html);
  });
});
