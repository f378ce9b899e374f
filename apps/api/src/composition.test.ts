import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kokoelma/db';
import { CAPABILITIES } from './capabilities';
import { loadConfig } from './config';
import { registerServerPlugins } from './plugins/server-plugins';
import { ROUTE_GROUPS } from './routes/groups';
import { contentRoutesGroup } from './routes/content';
import { galleryRoutesGroup } from './routes/galleries';

/** What fastify-plugin records about a plugin: its name and what it needs. */
function meta(plugin: unknown): { name: string; dependencies: string[] } {
  const recorded = (
    plugin as Record<symbol, { name?: string; dependencies?: string[] }> | undefined
  )?.[Symbol.for('plugin-meta')];
  return { name: recorded?.name ?? '', dependencies: recorded?.dependencies ?? [] };
}

const capabilityNames = CAPABILITIES.map((plugin) => meta(plugin).name);

/** Whether the capability `name` is `needed` or needs it, directly or through another. */
function dependsOn(name: string, needed: string): boolean {
  if (name === needed) return true;
  const plugin = CAPABILITIES.find((candidate) => meta(candidate).name === name);
  return meta(plugin).dependencies.some((dependency) => dependsOn(dependency, needed));
}

let database: Database;
const apps: FastifyInstance[] = [];

/** Tier 1 on the test database, then `plugins` in the given order; the app once ready. */
async function start(plugins: readonly unknown[]): Promise<FastifyInstance> {
  const app = Fastify();
  apps.push(app);
  await registerServerPlugins(app, loadConfig({ LOG_LEVEL: 'silent' }), {
    build: { name: 'kokoelma', version: '0.0.0-test', commit: null },
    database,
  });
  for (const plugin of plugins) await app.register(plugin as FastifyPluginAsync);
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

describe('the composition root: capabilities and route groups name what they need', () => {
  it('in the order buildApp uses, every capability decorates the app with its service', async () => {
    const app = await start([...CAPABILITIES, ...ROUTE_GROUPS]);
    for (const name of [
      'collection',
      'content',
      'images',
      'galleries',
      'mail',
      'accounts',
      'apiKeys',
      'pages',
      'updates',
    ]) {
      expect(app.hasDecorator(name), name).toBe(true);
    }
    expect((await app.inject('/api/galleries')).statusCode).toBe(401);
  });

  it.each(
    CAPABILITIES.flatMap((plugin) => {
      const { name, dependencies } = meta(plugin);
      const needed = dependencies.find((dependency) => capabilityNames.includes(dependency));
      return needed ? [{ name, needed }] : [];
    }),
  )('the start fails when $name is registered before $needed', async ({ name, needed }) => {
    // The real order, with the needed capability (and whatever else needs it) moved after.
    const order = [
      ...CAPABILITIES.filter(
        (plugin) => meta(plugin).name !== name && !dependsOn(meta(plugin).name, needed),
      ),
      ...CAPABILITIES.filter((plugin) => meta(plugin).name === name),
      ...CAPABILITIES.filter((plugin) => meta(plugin).name === needed),
    ];
    await expect(start(order)).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
      message: expect.stringContaining(`'${needed}' of plugin '${name}'`),
    });
  });

  it('a route group registered before its capability fails at start-up', async () => {
    const withoutPages = CAPABILITIES.filter((plugin) => meta(plugin).name !== 'pages');
    await expect(start([...withoutPages, contentRoutesGroup])).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
      message: expect.stringContaining(`'pages' of plugin 'content-routes'`),
    });
    await expect(start([galleryRoutesGroup, ...CAPABILITIES])).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
    });
  });

  it('every capability the list names is one of them, and no two share a name', () => {
    expect(new Set(capabilityNames).size).toBe(CAPABILITIES.length);
    expect(capabilityNames).not.toContain('');
  });

  it('no route reads the database handle: each goes through a capability', () => {
    const folder = join(import.meta.dirname, 'routes');
    const files = [
      ...readdirSync(folder, { recursive: true, encoding: 'utf8' })
        // Test support (fixtures) builds its own databases: only what the app registers.
        .filter((file) => file.endsWith('.ts') && !/(\.test|fixtures|test-support)\.ts$/.test(file))
        .map((file) => join(folder, file)),
      join(import.meta.dirname, 'mail/email-verification.ts'),
    ];
    const readers = files.filter((file) =>
      /\.database\b|Kysely<|from '@kokoelma\/db'/.test(readFileSync(file, 'utf8')),
    );
    expect(readers).toEqual([]);
  });

  it('every route plugin in the list has a name of its own', () => {
    const names = ROUTE_GROUPS.map((plugin) => meta(plugin).name);
    expect(new Set(names).size).toBe(ROUTE_GROUPS.length);
    expect(names).not.toContain('');
  });
});
