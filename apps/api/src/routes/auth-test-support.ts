import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from '../app';
import { loadConfig } from '../config';

/** An app on a fresh in-memory database, as the auth tests use it. */
export interface AuthTestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * Builds the API alone (no web app) with these environment variables. As behind one load
 * balancer (TRUST_PROXY=1): `freshIp()` gives each test a client address of its own;
 * `TRUST_PROXY: ''` is the embedded default, trusting nobody.
 */
export async function authTestApp(env: Record<string, string> = {}): Promise<AuthTestApp> {
  const database = await openDatabase({ kind: 'pglite' });
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', TRUST_PROXY: '1', ...env }), {
    build: { name: 'kokoelma', version: '0', commit: null },
    database,
    serveWeb: false,
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let lastAddress = 0;

/**
 * A new client address for each test (the test app trusts one proxy's X-Forwarded-For),
 * so the per-IP sign-in limit of one test does not spill into the next.
 */
export function freshIp(): Record<string, string> {
  lastAddress += 1;
  return { 'x-forwarded-for': `10.0.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}` };
}

/** The value of a cookie the response sets, or undefined. */
export function cookieFrom(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value;
}

/** The raw Set-Cookie header of one cookie, to check its attributes. */
export function setCookieHeader(res: LightMyRequestResponse, name: string): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((line) => line.startsWith(`${name}=`)) ?? '';
}

/** Opening PGlite and migrating takes seconds when the machine is busy. */
export const SETUP_TIMEOUT = 60_000;
