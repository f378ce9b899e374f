import { readFileSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

// dist/apps/api/main.js → the workspace's package.json
const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

async function main() {
  const config = loadConfig(process.env);
  const app = await buildApp(config, {
    build: { name: pkg.name, version: pkg.version, commit: config.GIT_COMMIT ?? null },
  });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  // One clear line for a bad configuration; a stack for anything unexpected.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
