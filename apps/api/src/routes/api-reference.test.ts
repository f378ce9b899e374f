import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { withDirective } from '../plugins/security-headers';
import { referencePolicy } from './api-reference';

/** One directive's sources of a policy. */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('the interactive API reference', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), {
      build: { name: 'kokoelma', version: '0', commit: null },
      database,
      serveWeb: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is a page that loads Scalar from this site, checked by its hash, and the document', async () => {
    const res = await app.inject('/api-reference');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const script =
      /<script src="(\/api-reference\/scalar\.[0-9a-f]{16}\.js)" integrity="(sha384-[^"]+)"><\/script>/.exec(
        res.body,
      );
    expect(script).not.toBeNull();
    const bundle = await app.inject({ url: script?.[1] ?? '', headers: { 'accept-encoding': '' } });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // No font from Scalar's servers: the page uses the system's.
    expect(bundle.body).not.toContain('fonts.scalar.com');
    expect(bundle.body).toContain('createApiReference');
    // Nor the probe that would try eval (refused by the policy, and reported).
    expect(bundle.body).not.toContain('Function(``)');
    expect(`sha384-${createHash('sha384').update(bundle.rawPayload).digest('base64')}`).toBe(
      script?.[2],
    );
    // Compressed once, at the first request that takes it, and the same script.
    const br = await app.inject({ url: script?.[1] ?? '', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(bundle.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(bundle.rawPayload)).toBe(true);
    const init = await app.inject('/api-reference/init.js');
    expect(init.body).toContain("url: '/api/v1/openapi.json'");
    expect(init.body).toContain('withDefaultFonts: false');
    expect(res.body).toContain('<script src="/api-reference/init.js"></script>');
    // The style nonce Scalar stamps on its main style sheet is this answer's.
    const nonce = /<meta property="csp-nonce" content="([0-9a-f]+)">/.exec(res.body)?.[1];
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(res.body).not.toMatch(/<script>|<script nonce/);
  });

  it('allows inline styles on this page only; scripts stay this origin and the nonce', async () => {
    const page = String((await app.inject('/api-reference')).headers['content-security-policy']);
    expect(directive(page, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(page, 'script-src')).toMatch(/^script-src 'self' 'nonce-[0-9a-f]{32}'$/);
    expect(directive(page, 'default-src')).toBe("default-src 'none'");
    expect(directive(page, 'connect-src')).toBe("connect-src 'self'");
    for (const other of ['/api/v1/openapi.json', '/api-reference/init.js', '/robots.txt']) {
      const policy = String((await app.inject(other)).headers['content-security-policy']);
      expect(directive(policy, 'style-src'), other).toMatch(
        /^style-src 'self' 'nonce-[0-9a-f]{32}'$/,
      );
    }
  });
});

describe('withDirective', () => {
  it('replaces one directive and keeps the others in order, or adds it', () => {
    const policy = "default-src 'none';style-src 'self' 'nonce-abc';img-src 'self' data:";
    expect(withDirective(policy, 'style-src', ["'self'", "'unsafe-inline'"])).toBe(
      "default-src 'none';style-src 'self' 'unsafe-inline';img-src 'self' data:",
    );
    expect(withDirective("default-src 'none';", 'worker-src', ["'self'"])).toBe(
      "default-src 'none';worker-src 'self'",
    );
    // A directive whose name starts another's is not taken for it.
    expect(withDirective("style-src-attr 'none'", 'style-src', ["'self'"])).toBe(
      "style-src-attr 'none';style-src 'self'",
    );
    expect(referencePolicy("script-src 'self';style-src 'nonce-x'")).toBe(
      "script-src 'self';style-src 'self' 'unsafe-inline'",
    );
  });
});
