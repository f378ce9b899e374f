#!/usr/bin/env node
// `npm start`: build what changed (Nx caches the rest), then serve the site. Runs on the
// Node 24 that the `node` devDependency put first on npm's PATH.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const build = spawnSync(
  'nx',
  ['run-many', '-t', 'build', '-p', 'web', 'api', '--output-style=static'],
  {
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const args = [...(existsSync('.env') ? ['--env-file=.env'] : []), 'dist/apps/api/main.js'];
const server = spawn(process.execPath, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
