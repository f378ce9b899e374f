// Starts the built server (dist/apps/api/main.js) as `npm start` does, on PGlite in a data
// folder or on a PostgreSQL database, and talks to it over HTTP. Shared by the crash and
// shutdown tests (and the load test).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import pg from 'pg';

export const MAIN = 'dist/apps/api/main.js';

export function requireBuild() {
  if (!existsSync(MAIN)) {
    console.error(`${MAIN} is missing: run \`npx nx run api:build\` (or npm run build) first.`);
    process.exit(2);
  }
}

/** A throwaway PostgreSQL database on the server of `url`; drop() removes it. */
export async function throwawayDatabase(url) {
  const name = `kokoelma_tool_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * One server process. `start()` resolves when /health/ready answers 200; `kill(signal)`
 * resolves with the exit code and how long the exit took.
 */
/**
 * `onLog`, when given, gets each JSON log line of the server's (at LOG_LEVEL warn unless
 * `env` says otherwise), parsed; other output is dropped.
 */
export function serverProcess({ port, env = {}, quiet = true, onLog = null }) {
  let child = null;
  let exited = null;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    get pid() {
      return child?.pid;
    },
    async start(timeoutMs = 120_000) {
      child = spawn(process.execPath, [MAIN], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: quiet ? 'warn' : 'info',
          ...env,
        },
        stdio: ['ignore', onLog ? 'pipe' : quiet ? 'ignore' : 'inherit', 'inherit'],
      });
      if (onLog) {
        createInterface({ input: child.stdout }).on('line', (line) => {
          try {
            onLog(JSON.parse(line));
          } catch {
            // not a log line
          }
        });
      }
      exited = new Promise((resolve) =>
        child.once('exit', (code, signal) => resolve({ code, signal })),
      );
      const started = Date.now();
      while (Date.now() - started < timeoutMs) {
        const early = await Promise.race([
          exited,
          new Promise((r) => setTimeout(() => r(null), 200)),
        ]);
        if (early) throw new Error(`the server exited while starting (${JSON.stringify(early)})`);
        try {
          const res = await fetch(`${base}/health/ready`);
          if (res.status === 200) return;
        } catch {
          // not listening yet
        }
      }
      throw new Error('the server did not become ready in time');
    },
    async kill(signal = 'SIGKILL') {
      if (!child) return { code: null, ms: 0 };
      const started = Date.now();
      child.kill(signal);
      const result = await exited;
      child = null;
      return { ...result, ms: Date.now() - started };
    },
  };
}

/** A signed-in visitor: registers with its own address (the per-IP limit is per address). */
export async function signUp(base, n) {
  for (let attempt = 1; ; attempt += 1) {
    const visitor = await trySignUp(base, n);
    if (visitor || attempt === 30) {
      if (!visitor) throw new Error('sign-up kept answering 503 (overloaded)');
      return visitor;
    }
    // Shed (503) on a busy machine: wait as the server asks, then again.
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function trySignUp(base, n) {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      'x-forwarded-for': `10.77.${n >> 8}.${n & 255}`,
    },
    body: JSON.stringify({
      email: `tool${n}.${randomBytes(3).toString('hex')}@example.fi`,
      password: 'kestävä kokoelma',
      name: `Kävijä ${n}`,
    }),
  });
  if (res.status === 503) return null;
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.includes('session='));
  return { cookie: cookie.split(';')[0], origin: base };
}

/** A JSON request as a visitor (the origin check wants the site's own Origin). */
export async function call(base, visitor, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(visitor ? { cookie: visitor.cookie, origin: base } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return {
    status: res.status,
    json: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : null,
  };
}

/** Object ids of the demo collection (the first page of the object site map). */
export async function objectIds(base, count) {
  const res = await call(base, null, 'GET', '/api/sitemap?lang=fi&page=1');
  if (res.status !== 200) throw new Error(`the object site map answered ${res.status}`);
  return res.json.objects.slice(0, count).map((o) => o.id);
}

/**
 * The server a tool runs against: the built server on PGlite in tmp/{name}-data, or with
 * `postgres` on a throwaway database of DATABASE_URL's server (127.0.0.1:5432 by
 * default). `stop()` kills it and drops the database.
 */
export async function toolServer({ name, port, postgres, env = {}, onLog = null }) {
  requireBuild();
  const dataDir = `tmp/${name}-data`;
  rmSync(dataDir, { recursive: true, force: true });
  const database = postgres
    ? await throwawayDatabase(
        process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      )
    : null;
  const server = serverProcess({
    port,
    onLog,
    env: {
      DATA_DIR: dataDir,
      // The tools sign many visitors up from one address.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...env,
    },
  });
  return {
    server,
    base: server.base,
    dataDir,
    database,
    async stop() {
      await server.kill('SIGKILL');
      await database?.drop();
    },
  };
}
