import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { contentSources } from '../content-config';
import {
  DENIED_FEATURES,
  permissionsPolicy,
  securityHeadersPlugin,
  type SecurityHeadersOptions,
} from './security-headers';

// The headers the MDN HTTP Observatory's score rests on (`npm run observatory` runs the
// real scan over TLS; it needs a build and a few seconds, this guards each header at once).
// Its modifiers, for the record: CSP with default-src 'none' and no unsafe source +10,
// frame-ancestors (X-Frame-Options via CSP) +5, a private Referrer-Policy +5, CORP
// same-origin +10; HSTS ≥ 6 months and X-Content-Type-Options only avoid a penalty.

/** A policy as the Observatory reads it: directive → sources, in lower case. */
function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().toLowerCase().split(/\s+/);
    if (!name) continue;
    expect(directives.has(name), `${name} appears once`).toBe(false);
    directives.set(name, sources);
  }
  return directives;
}

// Sources that make a policy unsafe in the Observatory's eyes (its csp.js).
const UNSAFE = ["'unsafe-inline'", "'unsafe-eval'", 'data:'];
const TOO_BROAD = ['*', 'http:', 'https:', 'ftp:', 'http://*', 'https://*'];

async function appWith(options: SecurityHeadersOptions): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(securityHeadersPlugin, options);
  app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>sivu</p>'));
  app.get('/nonce', async (_request, reply) => reply.cspNonce);
  // What the image and IIIF routes do: images are meant to be reused by other sites.
  app.get('/image', async (_request, reply) =>
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin').type('image/jpeg').send(''),
  );
  return app;
}

describe('security headers of an https site with every external service configured', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://kokoelma.example.fi',
      CONTENTFUL_SPACE_ID: 'space1',
      CONTENTFUL_ACCESS_TOKEN: 'token',
      COOKIEBOT_ID: 'abc-123',
      GTM_ID: 'GTM-ABCD12',
      SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42',
      IMAGE_BASE_URL: 'https://images.example.fi/kokoelma',
      IIIF_IMAGE_BASE_URL: 'https://iiif.example.fi/iiif/3',
      ERROR_PAGE_PHOTO_URL: 'https://photos.example.fi/virhe.jpg',
    });
    app = await appWith({ secure: config.secure, contentSources: contentSources(config) });
  });
  afterAll(async () => app.close());

  it("CSP: default-src 'none', nonces and no unsafe or scheme-wide source in scripts and styles", async () => {
    const res = await app.inject('/page');
    const csp = parseCsp(String(res.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    for (const directive of ['script-src', 'style-src']) {
      const sources = csp.get(directive) ?? [];
      expect(
        sources.some((s) => s.startsWith("'nonce-")),
        directive,
      ).toBe(true);
      expect(sources.filter((s) => UNSAFE.includes(s) || TOO_BROAD.includes(s))).toEqual([]);
      expect(sources).not.toContain("'strict-dynamic'");
    }
    // No plain http source anywhere (the Observatory penalises it on an https site).
    const all = [...csp.values()].flat();
    expect(all.filter((s) => s.startsWith('http:') || s.startsWith('ftp:'))).toEqual([]);
    expect(all.filter((s) => TOO_BROAD.includes(s))).toEqual([]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  it('gives every answer nonces of its own: 128 random bits, the same in the policy and the page', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 300; i += 1) {
      const res = await app.inject('/nonce');
      const csp = parseCsp(String(res.headers['content-security-policy']));
      const { script, style } = JSON.parse(res.body) as { script: string; style: string };
      expect(script).toMatch(/^[0-9a-f]{32}$/);
      expect(style).toMatch(/^[0-9a-f]{32}$/);
      expect(csp.get('script-src')).toContain(`'nonce-${script}'`);
      expect(csp.get('style-src')).toContain(`'nonce-${style}'`);
      seen.add(script).add(style);
    }
    expect(seen.size).toBe(600);
  });

  it("lets pages show the image server's, the IIIF server's and Contentful's images", async () => {
    const res = await app.inject('/page');
    const images = parseCsp(String(res.headers['content-security-policy'])).get('img-src');
    expect(images).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://images.example.fi',
        'https://iiif.example.fi',
        'https://images.ctfassets.net',
      ]),
    );
  });

  it('HSTS for two years with subdomains and preload; nosniff; a private referrer policy', async () => {
    const res = await app.inject('/page');
    const hsts = String(res.headers['strict-transport-security']).split(/;\s*/);
    const maxAge = Number(hsts.find((p) => p.startsWith('max-age='))?.slice(8));
    expect(maxAge).toBeGreaterThanOrEqual(15_552_000);
    expect(hsts).toContain('includeSubDomains');
    expect(hsts).toContain('preload');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect([
      'no-referrer',
      'same-origin',
      'strict-origin',
      'strict-origin-when-cross-origin',
    ]).toContain(res.headers['referrer-policy']);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('pages are same-origin resources and open no window to others; images opt in to reuse', async () => {
    const page = await app.inject('/page');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    const image = await app.inject('/image');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('Permissions-Policy: powerful features off; full screen for the site and its video players only', async () => {
    const header = String((await app.inject('/page')).headers['permissions-policy']);
    const policy = new Map(
      header.split(', ').map((entry) => {
        const [feature, allowlist] = entry.split('=');
        return [feature, allowlist];
      }),
    );
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'browsing-topics',
      'serial',
      'hid',
      'display-capture',
    ]) {
      expect(policy.get(feature), feature).toBe('()');
    }
    // The site uses none of those: no page asks for them.
    expect(DENIED_FEATURES.length).toBe(new Set(DENIED_FEATURES).size);
    // The video players' iframes ask for full screen and picture-in-picture with `allow`.
    const players =
      '(self "https://www.youtube-nocookie.com" "https://player.vimeo.com" "https://consentcdn.cookiebot.com")';
    expect(policy.get('fullscreen')).toBe(players);
    expect(policy.get('picture-in-picture')).toBe(players);
    // Every entry is a feature with an allowlist in the header's structured syntax.
    for (const entry of header.split(', ')) {
      expect(entry).toMatch(/^[a-z-]+=\((self)?( "https:\/\/[a-z0-9.-]+")*\)$/);
    }
  });
});

describe('security headers on local http (development)', () => {
  it('keep the policy but do not ask to upgrade requests, nor send HSTS (review I9)', async () => {
    const app = await appWith({ secure: false });
    const res = await app.inject('/page');
    const csp = parseCsp(String(res.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await app.inject('/page')).headers['permissions-policy']).toBe(permissionsPolicy([]));
    expect(permissionsPolicy([])).toContain('camera=(), ');
    expect(permissionsPolicy([])).toContain('fullscreen=(self)');
    await app.close();
  });
});

describe('frameable paths (a gallery’s embed view)', () => {
  it('relax frame-ancestors and drop X-Frame-Options there only, keeping the rest', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, {
      secure: true,
      frameable: (path) => path === '/framed',
    });
    app.get('/framed', async (_request, reply) => reply.type('text/html').send('<p>upotus</p>'));
    app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>sivu</p>'));
    const framed = await app.inject('/framed?utm=blog');
    const page = await app.inject('/page');
    const framedCsp = parseCsp(String(framed.headers['content-security-policy']));
    const pageCsp = parseCsp(String(page.headers['content-security-policy']));
    expect(framedCsp.get('frame-ancestors')).toEqual(['*']);
    expect(framed.headers['x-frame-options']).toBeUndefined();
    expect(framed.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(pageCsp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Everything else of the policy is the same, nonces aside.
    const withoutNonces = (csp: Map<string, string[]>) =>
      [...csp]
        .filter(([name]) => name !== 'frame-ancestors')
        .map(([name, sources]) => [name, sources.filter((s) => !s.startsWith("'nonce-"))]);
    expect(withoutNonces(framedCsp)).toEqual(withoutNonces(pageCsp));
    expect(framed.headers['strict-transport-security']).toBe(
      page.headers['strict-transport-security'],
    );
    // Only reading it: a write to the same path keeps 'none'.
    const posted = await app.inject({ method: 'POST', url: '/framed' });
    expect(
      parseCsp(String(posted.headers['content-security-policy'])).get('frame-ancestors'),
    ).toEqual(["'none'"]);
    await app.close();
  });
});
