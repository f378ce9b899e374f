import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostCheckPluginFp, type HostCheckOptions } from './host-check';

async function appWith(options: HostCheckOptions): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(hostCheckPluginFp, options);
  app.get('/fi/', async () => 'etusivu');
  app.get('/health', async () => ({ status: 'ok' }));
  return app;
}

describe('the Host allow-list (review I5)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({
      publicUrl: 'https://kokoelma.example.fi',
      allowedHosts: 'www.kokoelma.example.fi,kokoelma-internal:8080',
    });
  });
  afterAll(() => app.close());

  const asked = (host: string, url = '/fi/') => app.inject({ url, headers: { host } });

  it('answers the site’s own name, the allowed ones and this machine’s', async () => {
    for (const host of [
      'kokoelma.example.fi',
      'KOKOELMA.example.fi',
      'www.kokoelma.example.fi',
      'kokoelma-internal:8080',
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
    ]) {
      expect((await asked(host)).statusCode, host).toBe(200);
    }
  });

  it('answers any other name 421, so a DNS-rebinding page reads nothing', async () => {
    for (const host of [
      'attacker.example',
      'kokoelma.example.fi.attacker.example',
      'kokoelma-internal:9090',
      '10.0.0.5',
    ]) {
      const res = await asked(host);
      expect(res.statusCode, host).toBe(421);
      expect(res.json()).toEqual({ error: 'misdirected_request', message: expect.any(String) });
    }
  });

  it('answers the balancer’s health probe under any name', async () => {
    expect((await asked('10.0.0.5:3000', '/health')).statusCode).toBe(200);
  });

  it('answers every Host without PUBLIC_URL (the site is wherever it was reached)', async () => {
    const open = await appWith({ publicUrl: undefined });
    expect(
      (await open.inject({ url: '/fi/', headers: { host: 'anything.example' } })).statusCode,
    ).toBe(200);
    await open.close();
  });
});
