#!/usr/bin/env node
// `npm run dev`: the site with hot reload. The server is built once (its own code changes
// rarely); the web app is served from its sources through Vite in middleware mode, so
// edits to apps/web and the libraries show in the browser at once.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const build = spawnSync('nx', ['run', 'api:build', '--output-style=static'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const args = [...(existsSync('.env') ? ['--env-file=.env'] : []), 'dist/apps/api/main.js'];
const server = spawn(process.execPath, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    WEB_DEV_ROOT: process.env.WEB_DEV_ROOT ?? 'apps/web',
    // No load shedding: a page load asks Vite for a hundred modules at once, and
    // compiling them blocks the event loop; a 503 would only break the page.
    OVERLOAD_MAX_IN_FLIGHT: process.env.OVERLOAD_MAX_IN_FLIGHT ?? '0',
    OVERLOAD_MAX_QUEUE_MS: process.env.OVERLOAD_MAX_QUEUE_MS ?? '0',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: process.env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS ?? '0',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
