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
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
