import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from './app';
import { loadConfig } from './config';

/** A socket that connects and then writes `head`, and says when the server closed it. */
function openSlowSocket(port: number, head: string) {
  const socket: Socket = connect({ port, host: '127.0.0.1' });
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => resolve(performance.now())),
  );
  let answer = '';
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString('latin1');
  });
  const ready = new Promise<void>((resolve) =>
    socket.once('connect', () => {
      socket.write(head);
      resolve();
    }),
  );
  return { socket, closed, ready, answer: () => answer };
}

describe('slow and idle clients', () => {
  let database: Database;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        OVERLOAD_MAX_IN_FLIGHT: '4',
        HTTP_HEADERS_TIMEOUT_MS: '1000',
        HTTP_REQUEST_TIMEOUT_MS: '2000',
      }),
      {
        build: { name: 'kokoelma', version: '0', commit: null },
        database,
        serveWeb: false,
        shedLoad: true,
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    app.lifecycle.serving = true;
    port = (app.server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('serves others while many clients hold half-sent requests, and closes those in time', async () => {
    // Far more half-sent requests than the in-flight limit (4): a POST whose body never
    // completes, and headers that never end.
    const slowBodies = Array.from({ length: 20 }, () =>
      openSlowSocket(
        port,
        'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
      ),
    );
    const idleHeaders = Array.from({ length: 20 }, () =>
      openSlowSocket(port, 'GET /health HTTP/1.1\r\nHost: localhost\r\nX-Slow: '),
    );
    await Promise.all([...slowBodies, ...idleHeaders].map((s) => s.ready));
    const openedAt = performance.now();
    // Let the server read what they sent.
    await new Promise((resolve) => setTimeout(resolve, 200));

    // Another client's requests keep being answered, not shed as overload.
    for (let i = 0; i < 10; i += 1) {
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/me`);
      expect(res.status).toBe(401);
      await res.arrayBuffer();
    }
    const search = await fetch(`http://127.0.0.1:${port}/api/filters?lang=fi`);
    expect(search.status).toBe(200);
    await search.arrayBuffer();

    // Each is closed once its time-out (headers 1 s, whole request 2 s) has passed,
    // within the second of Node's checking interval.
    const idleClosed = await Promise.all(idleHeaders.map((s) => s.closed));
    const bodyClosed = await Promise.all(slowBodies.map((s) => s.closed));
    for (const at of idleClosed) expect(at - openedAt).toBeLessThan(1000 + 1500);
    for (const at of bodyClosed) expect(at - openedAt).toBeLessThan(2000 + 1500);
    expect(idleHeaders[0]?.answer()).toMatch(/^HTTP\/1\.1 408/);
  }, 20_000);
});
