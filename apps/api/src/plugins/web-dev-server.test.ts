import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viteWebSource, type WebSource } from './web-dev-server';

// `npm run dev`: the web app straight from its sources through Vite.
const webRoot = new URL('../../../web', import.meta.url).pathname;
const app = Fastify();
let source: WebSource<{ render: unknown }>;

beforeAll(async () => {
  source = await viteWebSource(app, webRoot, { hmr: false });
  app.get('/*', async () => 'page');
  await app.ready();
}, 60_000);
afterAll(() => app.close());

describe('the development web source', () => {
  it('serves the browser entry from its source, compiled on request', async () => {
    const res = await app.inject('/src/entry-client.tsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    // The entry imports the app once the page has painted; the app hydrates.
    const imported = /import\("(\/src\/app\/start-client\.tsx)"\)/.exec(res.body)?.[1];
    expect(imported).toBe('/src/app/start-client.tsx');
    const started = await app.inject(imported ?? '');
    expect(started.statusCode).toBe(200);
    expect(started.body).toContain('hydrateRoot');
  }, 60_000);

  it('sends JSON imports without their type attribute, which a browser would refuse', async () => {
    // Vite answers a JSON import with a JavaScript module; the browser insists on JSON
    // when the import says `type: 'json'` (the libraries keep it for Node).
    const lib = new URL('../../../../libs/i18n/src/load-messages.ts', import.meta.url).pathname;
    const res = await app.inject(`/@fs${lib}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('messages/fi.json');
    expect(res.body).not.toMatch(/type:\s*["']json["']/);
  }, 60_000);

  it("adds Vite's client to pages, with the request's nonce on inline scripts", async () => {
    const html = await source.transformHtml(
      '/fi/',
      '<!DOCTYPE html><html><head></head><body><div></div></body></html>',
      'n0nce',
    );
    expect(html).toContain('/@vite/client');
    expect(html).not.toMatch(/<script type="module">/);
    expect(source.assets.entry).toBe('/src/entry-client.tsx');
  });

  it('loads the server entry through Vite, so a render always runs the current code', async () => {
    expect(typeof (await source.entry()).render).toBe('function');
  }, 60_000);

  it('leaves every other path to the site', async () => {
    expect((await app.inject('/fi/search')).body).toBe('page');
  });
});
