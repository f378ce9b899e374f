import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import { busyPage } from './busy-page';

/** An app whose every request is shed, as the overload plugin sheds them. */
async function shedding() {
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/*', async () => {
    throw Object.assign(new Error('Service Unavailable'), {
      code: 'FST_UNDER_PRESSURE',
      statusCode: 503,
    });
  });
  await app.ready();
  return app;
}

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('the busy page', () => {
  it('is what a browser gets for a shed page view, in the page’s language', async () => {
    const app = await shedding();
    const cases = [
      ['fi', '/fi/object/12', 'Sivusto on juuri nyt ruuhkainen'],
      ['sv', '/sv/search?q=katt', 'Webbplatsen är överbelastad just nu'],
      ['en', '/en/', 'The site is busy right now'],
    ] as const;
    for (const [lang, url, title] of cases) {
      const res = await app.inject({ url, headers: { accept: BROWSER } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain(`<html lang="${lang}">`);
      expect(res.body).toContain(`<h1>${title}</h1>`);
      // A link that loads the same page again.
      expect(res.body).toContain(`href="${url.replace('&', '&#38;')}"`);
    }
    await app.close();
  });

  it('is JSON for API calls and clients that do not ask for HTML', async () => {
    const app = await shedding();
    const api = await app.inject({ url: '/api/search', headers: { accept: BROWSER } });
    expect(api.json()).toMatchObject({ error: 'overloaded' });
    const script = await app.inject({ url: '/fi/', headers: { accept: 'application/json' } });
    expect(script.json()).toMatchObject({ error: 'overloaded' });
    await app.close();
  });

  it('writes nothing of the address as markup, and links only to a path of the site', () => {
    const hostile = busyPage('/fi/"><script>alert(1)</script>', 'n0nce');
    expect(hostile).not.toContain('<script>');
    expect(hostile).toContain('href="/fi/%22%3E%3Cscript%3Ealert(1)%3C/script%3E"');
    expect(busyPage('http://elsewhere.example/fi/', 'n')).toContain('href="/fi/"');
    expect(busyPage('//elsewhere.example/', 'n')).toContain('href="/fi/"');
    // A page outside /{lang}/ is in its ?lang=.
    expect(busyPage('/login?lang=sv', 'n')).toContain('<html lang="sv">');
    expect(busyPage('/en/', 'n0nce')).toContain('<style nonce="n0nce">');
  });
});
