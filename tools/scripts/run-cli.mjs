#!/usr/bin/env node
// Runs an operator command of the server build (dist/apps/api/<name>.js), building it
// first when sources changed (Nx caches the rest). Reads .env like `npm start` does.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const [name, ...args] = process.argv.slice(2);
const build = spawnSync('nx', ['run', 'api:build', '--output-style=static'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);
const env = existsSync('.env') ? ['--env-file=.env'] : [];
const child = spawn(process.execPath, [...env, `dist/apps/api/${name}.js`, ...args], {
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 1));
