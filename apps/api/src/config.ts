import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

/** An https URL, or plain http on this machine (development and tests). */
const HTTPS_OR_LOCAL = '^(https://[^/]|http://(localhost|127\\.0\\.0\\.1)(:[0-9]+)?(/|$))';

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
  /**
   * Development: serve the web app from this source folder through Vite with hot reload
   * (`npm run dev` sets it to apps/web) instead of the build in WEB_DIST.
   */
  WEB_DEV_ROOT: Type.Optional(Type.String({ minLength: 1 })),
  /** Folder of the built web app (client assets and the server entry). */
  WEB_DIST: Type.String({ minLength: 1, default: 'dist/apps/web' }),
  /** The public origin of the site, for canonical links; defaults to http://localhost:PORT. */
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/]+$' })),
  /**
   * Which proxies in front of the server to believe about the client (X-Forwarded-For,
   * -Proto, -Host): a hop count (`1`: the load balancer alone), a comma-separated list of
   * proxy addresses or CIDR ranges (also `loopback`, `linklocal`, `uniquelocal`), or
   * `true` (anyone: only when nothing but the proxy can reach the server). Unset or
   * `false`: nobody, and the client is the address that connected. See the README.
   */
  TRUST_PROXY: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
  /**
   * With PUBLIC_URL, the other host names (comma-separated, with a port where one is
   * used) the site may be asked for besides PUBLIC_URL's own; any other Host is answered
   * 421 (a DNS-rebinding page cannot read the site under its own name). /health is
   * answered under any Host, for the balancer's probes.
   */
  ALLOWED_HOSTS: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9.:\\[\\]-]+(,[A-Za-z0-9.:\\[\\]-]+)*$', maxLength: 2000 }),
  ),
  /**
   * Where to report a security problem, for /.well-known/security.txt (RFC 9116): one or
   * more `mailto:`, `https://` or `tel:` URIs, comma-separated, the preferred first.
   * Default: the site's contact page, `PUBLIC_URL/fi/yhteystiedot`.
   */
  SECURITY_CONTACT: Type.Optional(
    Type.String({
      pattern:
        '^(mailto:[^,\\s]+|https://[^,\\s]+|tel:[+0-9-]+)(,\\s*(mailto:[^,\\s]+|https://[^,\\s]+|tel:[+0-9-]+))*$',
      maxLength: 1000,
    }),
  ),
  /** Folder for embedded data: the PGlite database, demo images, the image cache. */
  DATA_DIR: Type.String({ minLength: 1, default: 'data' }),
  /** A PostgreSQL server (production); without it the embedded PGlite database is used. */
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  /** Connections per instance to DATABASE_URL. */
  DATABASE_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  /**
   * The server's limit on one SQL statement (PostgreSQL statement_timeout), in ms: a stuck
   * query ends and its request gets 503. 0: none. Imports and migrations are not limited.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: Type.Integer({ minimum: 0, maximum: 600_000, default: 10_000 }),
  /**
   * How long a request waits for a pooled connection (or for a new one to open), in ms,
   * before it gets 503. 0: forever.
   */
  DATABASE_ACQUIRE_TIMEOUT_MS: Type.Integer({ minimum: 0, maximum: 600_000, default: 3000 }),
  /** Requests that may wait for a pooled connection at once; more get 503 at once. */
  DATABASE_MAX_WAITING: Type.Integer({ minimum: 0, maximum: 100_000, default: 100 }),
  /**
   * Prometheus metrics at GET /metrics on the site, only with `Authorization: Bearer
   * <METRICS_TOKEN>` (404 otherwise, and without it set).
   */
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16, pattern: '^\\S+$' })),
  /**
   * OpenTelemetry tracing (off without it): spans are sent as OTLP over HTTP (JSON) to
   * `{endpoint}/v1/traces`, e.g. http://otel-collector:4318.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$' })),
  /** The service name on the spans. */
  OTEL_SERVICE_NAME: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,64}$', default: 'kokoelma' }),
  /** Prometheus metrics on a port of their own (GET /metrics, no token), on METRICS_HOST. */
  METRICS_PORT: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
  /**
   * The address the metrics port listens on: this host only by default, whatever HOST
   * the site listens on (it has no token); an internal network's address to scrape it.
   */
  METRICS_HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  /**
   * Redis (production with several instances): rate-limit counters shared by all of them.
   * Without it each instance counts in memory.
   */
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  /** Prefix of the site's Redis keys. */
  REDIS_PREFIX: Type.String({ pattern: '^[A-Za-z0-9:_-]{1,64}$', default: 'kokoelma:' }),
  /** Objects in the demo collection generated on first start with an empty database. */
  DEMO_COLLECTION_SIZE: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 3000 }),
  /**
   * Seconds a search result is reused for identical parameters, and an object read by id
   * (0 turns both caches off); an import run by another process shows within this time.
   */
  SEARCH_CACHE_SECONDS: Type.Integer({ minimum: 0, maximum: 3600, default: 60 }),
  /**
   * Seconds a page rendered for a visitor without a session is reused (in process; a
   * content change clears it, an import of the collection shows within this time).
   * 0 turns it off.
   */
  PAGE_CACHE_SECONDS: Type.Integer({ minimum: 0, maximum: 3600, default: 30 }),
  /**
   * Shed load: a request arriving while the event loop lags more than this (ms) gets 503
   * with Retry-After at once, instead of a time-out later. 0 turns it off.
   */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: 1000 }),
  /**
   * Shed load: a request the event loop reaches only this long (ms) after its turn began
   * (it waited behind others that arrived with it) gets 503 with Retry-After. 0: off.
   */
  OVERLOAD_MAX_QUEUE_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: 200 }),
  /** Requests served at once at most; more get 503 with Retry-After. 0: no limit. */
  OVERLOAD_MAX_IN_FLIGHT: Type.Integer({ minimum: 0, maximum: 100_000, default: 32 }),
  OVERLOAD_RETRY_AFTER_SECONDS: Type.Integer({ minimum: 1, maximum: 3600, default: 5 }),
  /**
   * Server renders of pages not in the page cache that one client (address) may have
   * running at once (0: no limit); its next RENDER_QUEUE_PER_CLIENT wait, more get 503.
   */
  RENDERS_PER_CLIENT: Type.Integer({ minimum: 0, maximum: 1000, default: 4 }),
  RENDER_QUEUE_PER_CLIENT: Type.Integer({ minimum: 0, maximum: 10_000, default: 16 }),
  /**
   * Server renders of pages not in the page cache running at once, of all clients together
   * (0: no limit); the next RENDER_QUEUE wait, more get 503 with Retry-After at once.
   */
  RENDERS_AT_ONCE: Type.Integer({ minimum: 0, maximum: 1000, default: 8 }),
  RENDER_QUEUE: Type.Integer({ minimum: 0, maximum: 10_000, default: 16 }),
  /**
   * A warning in the log for each turn of the event loop that held it this long (ms) or
   * longer, with how long: every request waited for it. 0 turns it off.
   */
  LOG_EVENT_LOOP_BLOCK_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: 500 }),
  /**
   * Slow or idle clients: a request's headers must arrive within HTTP_HEADERS_TIMEOUT_MS
   * and the whole request (headers and body) within HTTP_REQUEST_TIMEOUT_MS of its first
   * byte, or the connection is closed (408); a connection with no traffic for
   * HTTP_IDLE_TIMEOUT_MS is closed, and a kept-alive one between requests after
   * HTTP_KEEP_ALIVE_TIMEOUT_MS.
   */
  HTTP_HEADERS_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 300_000, default: 10_000 }),
  HTTP_REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 600_000, default: 30_000 }),
  HTTP_IDLE_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 600_000, default: 60_000 }),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 600_000, default: 5000 }),
  /**
   * On SIGTERM: readiness turns 503, then after SHUTDOWN_DELAY_MS (time for the load
   * balancer to notice) the server stops accepting, finishes in-flight requests and
   * closes the database; it exits at SHUTDOWN_TIMEOUT_MS whatever is left.
   */
  SHUTDOWN_DELAY_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: 0 }),
  SHUTDOWN_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 120_000, default: 9000 }),
  /** The museum's image server (production); without it images are served from DATA_DIR. */
  IMAGE_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  /**
   * The museum's IIIF Image API 3 base (production, with IMAGE_BASE_URL): image ids are
   * appended as identifiers. Without it, manifests carry no image service there; with
   * local originals the site serves the Image API itself under /iiif/3.
   */
  IIIF_IMAGE_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://[^?#\\s]+$' })),
  /** The commit this build came from, shown by /version. */
  GIT_COMMIT: Type.Optional(Type.String({ minLength: 1 })),
  /** Days a session lasts without any request (each visit starts the count again). */
  SESSION_IDLE_DAYS: Type.Integer({ minimum: 1, maximum: 400, default: 14 }),
  /** Days a session lasts at most after sign-in, however active (browsers cap at 400). */
  SESSION_ABSOLUTE_DAYS: Type.Integer({ minimum: 1, maximum: 400, default: 90 }),
  /** Sign-in and registration attempts allowed per minute from one IP address. */
  AUTH_RATE_LIMIT_PER_IP: Type.Integer({ minimum: 1, maximum: 100_000, default: 10 }),
  /**
   * Failed sign-ins from one IP address for one account within 15 minutes before each
   * further attempt from there must wait (1 s, doubling, at most 15 minutes).
   */
  AUTH_RATE_LIMIT_PER_ACCOUNT: Type.Integer({ minimum: 1, maximum: 1000, default: 5 }),
  /**
   * The key that signs this server's own cookies: the sign-in flow's state (OIDC, GitHub)
   * and the mark of a browser that has signed in to an account before. Random at every
   * start when unset; several instances behind one balancer need the same one.
   */
  AUTH_COOKIE_SECRET: Type.Optional(Type.String({ minLength: 32, maxLength: 500 })),
  /** Requests one API key may make to the public API (/api/v1) per window. */
  API_RATE_LIMIT_MAX: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 120 }),
  /**
   * Requests one client address may make to the public API's read routes per window
   * without a key (an IPv6 client's /64 counts as one address); a key raises the limit
   * to API_RATE_LIMIT_MAX.
   */
  API_KEYLESS_RATE_LIMIT_MAX: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 30 }),
  /** The public API's rate-limit window, in seconds. */
  API_RATE_LIMIT_WINDOW_SECONDS: Type.Integer({ minimum: 1, maximum: 86_400, default: 60 }),
  /**
   * Exports (/api/v1/export, the whole collection) one account may start per hour, on
   * top of the per-key, per-account and per-address request limits.
   */
  API_EXPORT_PER_HOUR: Type.Integer({ minimum: 1, maximum: 10_000, default: 4 }),
  /**
   * An OpenID Connect provider (production) replaces local accounts when OIDC_ISSUER,
   * OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are all set. Plain http only for localhost.
   */
  OIDC_ISSUER: Type.Optional(
    Type.String({ pattern: '^(https://[^/]|http://(localhost|127\\.0\\.0\\.1)(:[0-9]+)?(/|$))' }),
  ),
  OIDC_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  OIDC_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  /**
   * How requested API keys become valid: `auto` (the server approves each a few seconds
   * after the request) or `manual` (an operator runs `npm run apikey -- approve <id>`).
   * Default: `manual` when PUBLIC_URL is https (a public site: free keys approved by
   * nobody would make every per-key limit moot), `auto` otherwise (embedded defaults).
   */
  API_KEY_APPROVAL: Type.Optional(Type.Union([Type.Literal('auto'), Type.Literal('manual')])),
  /**
   * A GitHub OAuth app (production): API key sign-in (/apikey/login) goes through GitHub
   * when GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are both set; local accounts otherwise.
   */
  GITHUB_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  GITHUB_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  /** GitHub's sign-in and API origins (GitHub Enterprise, tests); plain http only for localhost. */
  GITHUB_OAUTH_URL: Type.Optional(Type.String({ pattern: HTTPS_OR_LOCAL })),
  GITHUB_API_URL: Type.Optional(Type.String({ pattern: HTTPS_OR_LOCAL })),
  /** A Contentful space (production) replaces the local content shipped in libs/cms. */
  CONTENTFUL_SPACE_ID: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{1,64}$' })),
  /** Delivery API token; required with a space id. */
  CONTENTFUL_ACCESS_TOKEN: Type.Optional(Type.String({ minLength: 1 })),
  /** Preview API token, for ?preview=true; without it preview shows published content. */
  CONTENTFUL_PREVIEW_ACCESS_TOKEN: Type.Optional(Type.String({ minLength: 1 })),
  /**
   * The secret of the CMS's preview link (/api/preview?secret=…&redirect=…), which sets a
   * signed preview cookie; with Contentful, ?preview=true shows drafts only with that
   * cookie. Required with CONTENTFUL_PREVIEW_ACCESS_TOKEN; set on the local content, it
   * gates its drafts the same way.
   */
  CONTENTFUL_PREVIEW_SECRET: Type.Optional(Type.String({ minLength: 16, maxLength: 500 })),
  CONTENTFUL_ENVIRONMENT: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,64}$' })),
  CONTENTFUL_HOST: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9.-]+(:[0-9]+)?$' })),
  CONTENTFUL_PREVIEW_HOST: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9.-]+(:[0-9]+)?$' })),
  /** The space's locale codes when not fi, sv, en: "fi=fi-FI,sv=sv-FI,en=en-US". */
  CONTENTFUL_LOCALES: Type.Optional(
    Type.String({ pattern: '^(fi|sv|en)=[A-Za-z-]+(,(fi|sv|en)=[A-Za-z-]+)*$' }),
  ),
  /** Seconds a CMS answer is reused (0 turns the cache off); the webhook clears it. */
  CMS_CACHE_SECONDS: Type.Integer({ minimum: 0, maximum: 86_400, default: 60 }),
  /** Shared secret of the CMS webhook (header X-Webhook-Secret); unset refuses every call. */
  CONTENTFUL_WEBHOOK_SECRET: Type.Optional(Type.String({ minLength: 16 })),
  /**
   * The consent tool's id (Cookiebot domain group id): the cookie feature flag. With it
   * the cookie page loads the tool's cookie declaration, and the CSP allows its host.
   */
  COOKIEBOT_ID: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{1,64}$' })),
  /**
   * Error reporting (Sentry) for the server and the browser: nothing is sent without it.
   * The DSN's host is added to the pages' connect-src.
   */
  SENTRY_DSN: Type.Optional(Type.String({ pattern: '^https?://[^@/\\s]+@[^/\\s]+/[0-9]+$' })),
  /** The environment errors are filed under, e.g. production or staging. */
  SENTRY_ENVIRONMENT: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,64}$' })),
  /**
   * Outgoing mail (gallery shares): smtp:// or smtps://user:password@host:port. Without it
   * messages wait in the outbox table and a log line says so.
   */
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://[^\\s]+$' })),
  /**
   * Seconds before an e-mail that could not be sent is tried again (SMTP down); the outbox
   * is also looked at this often, at least every 30 s.
   */
  OUTBOX_RETRY_SECONDS: Type.Integer({ minimum: 1, maximum: 86_400, default: 300 }),
  /** The sender of outgoing mail, e.g. "Kansallisgalleria <noreply@example.fi>". */
  SMTP_FROM: Type.Optional(Type.String({ minLength: 3, maxLength: 200 })),
  /**
   * Galleries shared by e-mail from one client address per hour, and by the whole site per
   * hour (every user and instance together: the Redis store when configured); beyond
   * either, 429 with Retry-After. On top of each user's own limit (20 an hour).
   */
  SHARE_EMAIL_PER_IP_PER_HOUR: Type.Integer({ minimum: 1, maximum: 100_000, default: 10 }),
  SHARE_EMAIL_PER_HOUR: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 200 }),
  /**
   * Where visitors' feedback on records goes (the form on each object page), through the
   * outbox like all mail. Default: palaute@ the host of PUBLIC_URL.
   */
  FEEDBACK_EMAIL: Type.Optional(
    Type.String({ pattern: '^[^\\s@<>,;:"]+@[^\\s@<>,;:"]+\\.[^\\s@<>,;:"]+$', maxLength: 254 }),
  ),
  /**
   * Feedback messages from one client address (a /64 for IPv6) per hour, and from the
   * whole site per hour (every instance together with the Redis store); beyond either,
   * 429 with Retry-After (a form post comes back to its page saying so).
   */
  FEEDBACK_PER_IP_PER_HOUR: Type.Integer({ minimum: 1, maximum: 100_000, default: 5 }),
  FEEDBACK_PER_HOUR: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 100 }),
  /**
   * The update queue (POST /api/update-queue): the museum's systems send changed and
   * deleted records and content entries to refresh with `Authorization: Bearer <secret>`.
   * Unset: the queue is off (404). At least 32 characters, e.g. `openssl rand -hex 32`.
   */
  UPDATE_QUEUE_SECRET: Type.Optional(
    Type.String({ minLength: 32, maxLength: 500, pattern: '^[\\x21-\\x7e]+$' }),
  ),
  /** Largest body POST /api/update-queue accepts, in bytes (413 beyond). */
  UPDATE_QUEUE_MAX_BYTES: Type.Integer({
    minimum: 1024,
    maximum: 104_857_600,
    default: 10_485_760,
  }),
  /**
   * After queued updates are applied, what is derived from the changed objects' images
   * (their palettes) is recomputed at most once per this many seconds (the collection's
   * counts, predictions and search dictionaries are updated with each change).
   */
  UPDATE_QUEUE_REFRESH_SECONDS: Type.Integer({ minimum: 0, maximum: 86_400, default: 60 }),
  /** The tag manager container (GTM-XXXX): loaded, and given the dataLayer, only when set. */
  GTM_ID: Type.Optional(Type.String({ pattern: '^GTM-[A-Z0-9]{4,12}$' })),
  /** The error page's photograph (an https URL or a path on this site) and its credit. */
  ERROR_PAGE_PHOTO_URL: Type.Optional(Type.String({ pattern: '^(https://|/)[^\\s]+$' })),
  ERROR_PAGE_PHOTO_CREDIT: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

/** Variables whose values are secrets: a problem with one never quotes the value. */
const SECRET_VARIABLE = /SECRET|TOKEN|PASSWORD/;

const OIDC_VARIABLES = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

/** The OpenID Connect relying party settings, when a provider is configured. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The GitHub OAuth app of API key sign-in, when one is configured. */
export interface GithubConfig {
  clientId: string;
  clientSecret: string;
  /** GitHub's sign-in origin, default https://github.com. */
  oauthUrl: string;
  /** GitHub's REST API, default https://api.github.com. */
  apiUrl: string;
}

/** Fastify's `trustProxy`: nobody, everybody, a hop count or proxy addresses/ranges. */
export type TrustProxy = boolean | number | string[];

/** The validated configuration the whole server runs on. */
export type Config = Omit<Static<typeof ConfigSchema>, 'API_KEY_APPROVAL'> & {
  /** API_KEY_APPROVAL, or its default: `manual` on https, `auto` otherwise. */
  API_KEY_APPROVAL: 'auto' | 'manual';
  publicUrl: string;
  secure: boolean;
  /** TRUST_PROXY, parsed: what Fastify's `trustProxy` option takes. */
  trustProxy: TrustProxy;
  /** The OIDC provider, or null for local accounts (the embedded default). */
  oidc: OidcConfig | null;
  /** GitHub sign-in for API keys, or null for the visitors' own sign-in. */
  github: GithubConfig | null;
  /** AUTH_COOKIE_SECRET, or a random key of this start. */
  cookieSecret: string;
};

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
    // A secret is never repeated in the message (it goes to the log): only its length.
    const got = SECRET_VARIABLE.test(name)
      ? `a value of ${String(input[name]).length} characters`
      : JSON.stringify(input[name]);
    return [`${name} ${rule} (got ${got})`];
  });
  problems.push(...combinationProblems(withDefaults));
  problems.push(...contentfulProblems(withDefaults));
  const trustProxy = parseTrustProxy(withDefaults['TRUST_PROXY']);
  if (typeof trustProxy === 'string') problems.push(trustProxy);
  if (problems.length > 0) throw new ConfigError(problems);
  const config = withDefaults as Static<typeof ConfigSchema>;
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const oidc =
    config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
      ? {
          issuer: config.OIDC_ISSUER,
          clientId: config.OIDC_CLIENT_ID,
          clientSecret: config.OIDC_CLIENT_SECRET,
        }
      : null;
  const github =
    config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET
      ? {
          clientId: config.GITHUB_CLIENT_ID,
          clientSecret: config.GITHUB_CLIENT_SECRET,
          oauthUrl: config.GITHUB_OAUTH_URL ?? 'https://github.com',
          apiUrl: config.GITHUB_API_URL ?? 'https://api.github.com',
        }
      : null;
  return {
    ...config,
    API_KEY_APPROVAL:
      config.API_KEY_APPROVAL ?? (publicUrl.startsWith('https://') ? 'manual' : 'auto'),
    publicUrl,
    secure: publicUrl.startsWith('https://'),
    trustProxy: trustProxy as TrustProxy,
    oidc,
    github,
    cookieSecret: config.AUTH_COOKIE_SECRET ?? randomBytes(32).toString('base64url'),
  };
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` option. A hop count becomes a function: Fastify
 * itself refuses a bare number (it cannot tell whether the peer is the proxy, so it
 * trusts nobody); the count says the nearest `hops` addresses are proxies, which holds
 * when nothing but the balancer can reach the server.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Names proxy-addr (Fastify's) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Fastify takes it, or a problem (a string) naming what is wrong. Each
 * address is checked here, so a typo stops the server at start-up instead of trusting
 * nobody (or the wrong network) quietly.
 */
export function parseTrustProxy(value: unknown): TrustProxy | string {
  if (value === undefined) return false;
  const text = String(value).trim();
  if (text === 'false') return false;
  if (text === 'true') return true;
  if (/^[0-9]{1,3}$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? false : hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0 || entries.length === 0) {
    return `TRUST_PROXY must be true, false, a hop count or a comma-separated list of IP addresses or CIDR ranges (got ${JSON.stringify(text)}; not an address: ${bad.map((b) => JSON.stringify(b)).join(', ')})`;
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const slash = entry.indexOf('/');
  const address = slash < 0 ? entry : entry.slice(0, slash);
  const family = isIP(address);
  if (family === 0) return false;
  if (slash < 0) return true;
  const prefix = entry.slice(slash + 1);
  if (!/^[0-9]{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Rules between variables: the OIDC trio and the GitHub pair come together; sessions end in order. */
function combinationProblems(values: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const missing = OIDC_VARIABLES.filter((name) => values[name] === undefined);
  if (missing.length > 0 && missing.length < OIDC_VARIABLES.length) {
    problems.push(
      `${OIDC_VARIABLES.join(', ')} must be set together (missing ${missing.join(', ')})`,
    );
  }
  const githubId = values['GITHUB_CLIENT_ID'] !== undefined;
  if (githubId !== (values['GITHUB_CLIENT_SECRET'] !== undefined)) {
    problems.push(
      `GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET must be set together (missing ${githubId ? 'GITHUB_CLIENT_SECRET' : 'GITHUB_CLIENT_ID'})`,
    );
  }
  const idle = values['SESSION_IDLE_DAYS'];
  const absolute = values['SESSION_ABSOLUTE_DAYS'];
  if (typeof idle === 'number' && typeof absolute === 'number' && absolute < idle) {
    problems.push(
      `SESSION_ABSOLUTE_DAYS must be at least SESSION_IDLE_DAYS (got ${absolute} < ${idle})`,
    );
  }
  const headers = values['HTTP_HEADERS_TIMEOUT_MS'];
  const request = values['HTTP_REQUEST_TIMEOUT_MS'];
  if (typeof headers === 'number' && typeof request === 'number' && request < headers) {
    problems.push(
      `HTTP_REQUEST_TIMEOUT_MS must be at least HTTP_HEADERS_TIMEOUT_MS (got ${request} < ${headers})`,
    );
  }
  return problems;
}

/** Contentful needs its space and delivery token together; a token alone is a mistake. */
function contentfulProblems(values: Record<string, unknown>): string[] {
  const space = values['CONTENTFUL_SPACE_ID'] !== undefined;
  const token = values['CONTENTFUL_ACCESS_TOKEN'] !== undefined;
  const preview = values['CONTENTFUL_PREVIEW_ACCESS_TOKEN'] !== undefined;
  if (space && !token) return ['CONTENTFUL_ACCESS_TOKEN is required with CONTENTFUL_SPACE_ID'];
  if (!space && (token || preview)) {
    return ['CONTENTFUL_SPACE_ID is missing while a Contentful token is set'];
  }
  if (preview && values['CONTENTFUL_PREVIEW_SECRET'] === undefined) {
    return ['CONTENTFUL_PREVIEW_SECRET is required with CONTENTFUL_PREVIEW_ACCESS_TOKEN'];
  }
  return [];
}
