import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../errors';
import type { FuzzApp } from './fuzz-app';
import { runFuzz } from './fuzz-run';
import { routeRecorder } from './route-recorder';

// The fuzzer itself, on a small app with planted bugs: it must find them, shrink them to
// a small request and print that request; and pass an app without them.

const fixtures = {
  session: 's',
  apiKey: 'k',
  galleryIds: ['1'],
  gallerySlugs: ['a'.repeat(22)],
  objectIds: [1, 2],
  imageIds: [3],
  personIds: ['4'],
  articleSlugs: ['kissa'],
};

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

async function fuzzApp(planted: boolean): Promise<FuzzApp> {
  const recorder = routeRecorder();
  app = Fastify({ logger: false });
  registerErrorHandling(app, recorder.reporter);
  app.addHook('onRoute', recorder.onRoute);
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/items/:id', async (request) => {
    const { id } = request.params as { id: string };
    // A 500 for ids past what a (pretend) integer column holds.
    if (planted && Number(id) > 2_147_483_647) throw new Error(`no such integer: ${id}`);
    return { id };
  });
  app.post(
    '/notes',
    { schema: { body: Type.Object({ text: Type.String({ maxLength: 5000 }) }) } },
    async (request, reply) => {
      const { text } = request.body as { text: string };
      // A 4xx JSON answer without { error, message }.
      if (text.length > 100)
        return reply
          .status(422)
          .send(planted ? { oops: true } : { error: 'too_long', message: 'Too long.' });
      return { saved: true };
    },
  );
  return {
    app,
    ...recorder,
    fixtures,
    refresh: async () => undefined,
    close: async () => undefined,
  };
}

describe('runFuzz', () => {
  it('finds planted bugs and prints each as a small request to repeat', async () => {
    const summary = await runFuzz(await fuzzApp(true), { requests: 400, seed: 7 });
    const failures = Object.fromEntries(summary.failures.map((f) => [f.target, f.report]));
    // HEAD is Fastify's own copy of the GET route; other methods reach the same handlers.
    const planted = ['GET /items/:id', 'HEAD /items/:id', 'POST /notes', 'other method'];
    expect(Object.keys(failures)).toEqual(
      expect.arrayContaining(['GET /items/:id', 'POST /notes']),
    );
    expect(planted).toEqual(expect.arrayContaining(Object.keys(failures)));
    expect(failures['GET /items/:id']).toMatch(/answered 500/);
    expect(failures['GET /items/:id']).toMatch(/no such integer/);
    expect(failures['GET /items/:id']).toMatch(/^GET \/items\/\S+$/m);
    expect(failures['POST /notes']).toMatch(/answered 422 without \{ error, message \}/);
    // Shrunk: the smallest text that still fails is 101 characters, not megabytes.
    const body = /^body: (.*)$/m.exec(failures['POST /notes'] ?? '')?.[1] ?? '';
    expect(body.length).toBeLessThan(400);
    expect(failures['POST /notes']).toContain("--route 'POST /notes'");
  });

  it('passes the same app without them, having reached every route', async () => {
    const summary = await runFuzz(await fuzzApp(false), { requests: 200, seed: 7 });
    expect(summary.failures).toEqual([]);
    expect(summary.unreached).toEqual([]);
    expect(summary.requests).toBe(200);
    expect(Object.values(summary.statuses).reduce((a, b) => a + b, 0)).toBe(200);
  });
});
