import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import { migrate, openDatabase, type Database } from '@kokoelma/db';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** The database options the configuration asks for: a server, or PGlite under DATA_DIR. */
export function databaseOptions(config: Config) {
  return config.DATABASE_URL
    ? ({ kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE } as const)
    : ({ kind: 'pglite', dataDir: join(config.DATA_DIR, 'pglite') } as const);
}

/**
 * Opens the database (or uses one handed in by a test), applies pending migrations
 * before the server takes traffic, and closes it when the server closes.
 */
async function databasePlugin(
  app: FastifyInstance,
  options: { config: Config; database?: Database },
) {
  const database = options.database ?? (await openDatabase(databaseOptions(options.config)));
  const { applied } = await migrate(database.db);
  if (applied.length > 0) app.log.info({ applied }, 'database migrated');
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });
}

export const databasePluginFp = fp(databasePlugin, { name: 'database' });
