import { readFileSync } from 'node:fs';

// The server's entry. React (and a few other packages) choose their build by NODE_ENV
// when first imported; without it they load their development builds, which render
// pages markedly slower. So NODE_ENV defaults to production here, before the
// server's modules (which import React) load; `npm run dev` sets development.
process.env.NODE_ENV ??= 'production';

// dist/apps/api/main.js → the workspace's package.json
const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};
const { ConfigError } = await import('./config');
const { startServer } = await import('./server');
startServer(pkg).catch((error: unknown) => {
  // One clear line for a bad configuration or a damaged or busy PGlite folder (it says
  // what to do); a stack for anything unexpected.
  // (DatabaseStartError by name: main.ts imports only what it must before NODE_ENV is set.)
  const clear =
    error instanceof ConfigError || (error instanceof Error && error.name === 'DatabaseStartError');
  console.error(clear ? error.message : error);
  process.exit(1);
});
