import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggingOptions } from './logging';

describe('the logs', () => {
  it('are JSON lines with the request id, and carry no personal data', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    // Behind the balancer, whose X-Request-Id is adopted.
    const options = loggingOptions('info', true);
    const app = Fastify({
      ...options,
      logger: { ...(options.logger as object), stream },
    });
    app.post('/api/auth/login', async (request) => {
      // A careless line: the redaction still keeps the address and password out.
      request.log.info({ email: 'aino@example.fi', password: 'salasana123' }, 'signing in');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/login?returnTo=%2Ffi%2Fsearch%3Fq%3Daino%40example.fi',
      payload: { email: 'aino@example.fi', password: 'salasana123' },
      headers: { cookie: 'kokoelma_session=secret-session', 'x-request-id': 'req-000123' },
      remoteAddress: '203.0.113.77',
    });
    await app.close();
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    // One line for the request (when answered) besides the handler's own.
    expect(records.map((r) => r['msg'])).toEqual(['signing in', 'request completed']);
    expect(records[1]).toMatchObject({
      req: { method: 'POST', path: '/api/auth/login', route: '/api/auth/login' },
      res: { statusCode: 200 },
    });
    expect(typeof records[1]?.['responseTime']).toBe('number');
    for (const record of records.filter((r) => r['requestId'] !== undefined)) {
      expect(record['requestId']).toBe('req-000123');
    }
    expect(records.some((r) => r['msg'] === 'signing in')).toBe(true);
    const text = lines.join('\n');
    for (const secret of [
      'aino@example.fi',
      'aino%40example.fi',
      'salasana123',
      'secret-session',
      '203.0.113.77',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('"path":"/api/auth/login"');
  });

  it('mask a link-only gallery’s slug, its secret, in the path (review L2)', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const options = loggingOptions('info');
    const app = Fastify({ ...options, logger: { ...(options.logger as object), stream } });
    app.get('/api/galleries/:gallerySlug', async () => ({ ok: true }));
    await app.inject('/api/galleries/s9N_PAMCp7mF9LMUvLaqZA?editToken=SECRETTOKEN123');
    await app.close();
    const text = lines.join('\n');
    expect(text).not.toContain('s9N_PAMCp7mF9LMUvLaqZA');
    expect(text).not.toContain('SECRETTOKEN123');
    expect(text).toContain('"path":"/api/galleries/:slug"');
  });

  it('take the request id from a proxy only: a client’s own is ignored (review I3)', async () => {
    for (const [behindProxy, adopted] of [
      [true, true],
      [false, false],
    ] as const) {
      const options = loggingOptions('silent', behindProxy);
      const app = Fastify(options);
      app.get('/', async (request) => ({ id: request.id }));
      const given = await app.inject({ url: '/', headers: { 'x-request-id': 'lb-1234-abcd' } });
      expect(given.json().id === 'lb-1234-abcd').toBe(adopted);
      const bad = await app.inject({ url: '/', headers: { 'x-request-id': 'bad id!' } });
      expect(bad.json().id).toMatch(/^[0-9a-f-]{36}$/);
      await app.close();
    }
  });
});
