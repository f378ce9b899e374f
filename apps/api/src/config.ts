import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

/**
 * Every setting the server reads, with its default. The environment is read once, here;
 * nothing deeper in the code looks at process.env. `.env.example` documents each one.
 */
const ConfigSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: 'localhost' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  /** Folder of the built web app (client assets and the server entry). */
  WEB_DIST: Type.String({ minLength: 1, default: 'dist/apps/web' }),
  /** The public origin of the site, for canonical links; defaults to http://localhost:PORT. */
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/]+$' })),
  /** Folder for embedded data: the PGlite database, demo images, the image cache. */
  DATA_DIR: Type.String({ minLength: 1, default: 'data' }),
  /** A PostgreSQL server (production); without it the embedded PGlite database is used. */
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  /** Connections per instance to DATABASE_URL. */
  DATABASE_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  /** Objects in the demo collection generated on first start with an empty database. */
  DEMO_COLLECTION_SIZE: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 3000 }),
  /** Seconds a search result is reused for identical parameters (0 turns the cache off). */
  SEARCH_CACHE_SECONDS: Type.Integer({ minimum: 0, maximum: 3600, default: 60 }),
  /** The museum's image server (production); without it images are served from DATA_DIR. */
  IMAGE_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  /** The commit this build came from, shown by /version. */
  GIT_COMMIT: Type.Optional(Type.String({ minLength: 1 })),
});

/** The validated configuration the whole server runs on. */
export type Config = Static<typeof ConfigSchema> & { publicUrl: string; secure: boolean };

/** A configuration that cannot run: names every bad variable at once. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
  }
}

/** Reads and validates the environment; throws ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const known = Object.keys(ConfigSchema.properties);
  const input: Record<string, unknown> = {};
  for (const key of known) {
    const raw = env[key];
    if (raw !== undefined && raw !== '') input[key] = raw;
  }
  const withDefaults = Value.Default(ConfigSchema, Value.Convert(ConfigSchema, input)) as Record<
    string,
    unknown
  >;
  // Checked one variable at a time so that every bad one is named, with what it must be.
  const problems = Object.entries(ConfigSchema.properties).flatMap(([name, schema]) => {
    const value = withDefaults[name];
    if (value === undefined || Value.Check(schema, value)) return [];
    const allowed = 'anyOf' in schema ? (schema.anyOf as Array<{ const?: unknown }>) : null;
    const rule = allowed
      ? `must be one of ${allowed.map((s) => s.const).join(', ')}`
      : ([...Value.Errors(schema, value)][0]?.message ?? 'is invalid');
    return [`${name} ${rule} (got ${JSON.stringify(input[name])})`];
  });
  if (problems.length > 0) throw new ConfigError(problems);
  const config = withDefaults as Static<typeof ConfigSchema>;
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  return { ...config, publicUrl, secure: publicUrl.startsWith('https://') };
}
