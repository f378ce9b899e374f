import { Readable } from 'node:stream';
import cors from '@fastify/cors';
import rateLimit, { normalizeIP, type RateLimitPluginOptions } from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CollectionService } from '@kokoelma/collection';
import {
  API_KEY_HEADER,
  PUBLIC_API_LIMIT,
  PUBLIC_API_PREFIX,
  publicApiRoutes,
} from '@kokoelma/contract';
import { searchParamsFromQuery } from '@kokoelma/contract/site';
import { PUBLIC_FIELDS } from '../../pages/object-revisions';
import { DEFAULT_LANGUAGE, DomainError } from '@kokoelma/domain';
import { apiKeyAuth, type VerifyKey } from './api-key-auth';
import {
  decodeChangeCursor,
  decodeCursor,
  encodeChangeCursor,
  encodeCursor,
  parseSince,
} from './cursor';
import { rateLimitFields } from './rate-limit-fields';
import { openApiOptions } from './openapi';
import { toPublicObject, toPublicPerson, type PublicLinkBase } from './public-object';
import { apiRateLimit } from '../../capabilities/pages';
import { rateLimitStore } from '../../plugins/redis';
import { routePlugin } from '../route-plugin';

/** What the public API needs from the rest of the server. */
export interface PublicApiOptions {
  collection: CollectionService;
  /** The API key check (the accounts' key service; a fake in tests). */
  verifyKey: VerifyKey;
  /**
   * Requests each key — and each account (the key's owner, whatever keys it regenerates)
   * and each client address — may make per window (ms), from API_RATE_LIMIT_* in the
   * config.
   */
  rateLimit: { max: number; timeWindow: number };
  /**
   * Requests each client address may make per window without a key (an IPv6 client's
   * /64 as one), from API_KEYLESS_RATE_LIMIT_MAX; default a quarter of `rateLimit.max`.
   */
  keylessMax?: number;
  /**
   * Exports each account, and each client address, may start per hour
   * (API_EXPORT_PER_HOUR; default 4).
   */
  exportsPerHour?: number;
  /** Exports all callers together may start per hour (default ten accounts' worth). */
  siteExportsPerHour?: number;
  /** The site's origin and the absolute image base, for the links in every answer. */
  links: PublicLinkBase;
  /** Objects per database read of the export (tests make it small). */
  exportBatchSize?: number;
  /** Where the per-key counters live: Redis with several instances (plugins/redis.ts). */
  rateLimitStore?: Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError'>;
}

/** The no-store, no-cookie answers of a keyed API: shared caches must not keep them. */
const PRIVATE = 'private, no-store';

/** The history's words for a change, as the change feed's. */
const CHANGE_NAMES = { create: 'created', update: 'updated', delete: 'deleted' } as const;

/** Headers a browser script may read from a cross-origin answer. */
const EXPOSED_HEADERS = [
  'retry-after',
  'ratelimit',
  'ratelimit-policy',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'content-disposition',
];

/** The query string of a request, for the site's own search codec. */
function queryOf(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at + 1);
}

/** `url` with `name` set to `value`, the other parameters kept: the next page's link. */
function withParam(publicUrl: string, request: FastifyRequest, name: string, value: string) {
  const url = new URL(request.url, publicUrl);
  url.searchParams.set(name, value);
  return `${publicUrl}${url.pathname}${url.search}`;
}

/**
 * The public API, /api/v1 (register it with that prefix): read-only; readable without a
 * key at a lower rate per client address, and with a key at the key's (the export needs
 * one); every answer says its limit in RateLimit and RateLimit-Policy; open to browser
 * scripts on any origin (GET), and documented by the OpenAPI 3.1 document generated from
 * these routes' schemas.
 */
export function publicApiPlugin(options: PublicApiOptions) {
  const { collection, links } = options;
  const { publicUrl } = links;
  const auth = apiKeyAuth(options.verifyKey, `${publicUrl}/apikey/form`);

  return async function publicApi(fastify: FastifyInstance) {
    // First, so that refusals (401, 429) carry the CORS headers too and a browser script
    // can read why it was refused.
    await fastify.register(cors, {
      origin: '*',
      methods: ['GET', 'HEAD'],
      allowedHeaders: [API_KEY_HEADER],
      exposedHeaders: EXPOSED_HEADERS,
      credentials: false,
      maxAge: 86_400,
    });
    const keylessMax = options.keylessMax ?? Math.max(1, Math.floor(options.rateLimit.max / 4));
    await fastify.register(
      swagger,
      openApiOptions({
        publicUrl,
        rateLimit: options.rateLimit,
        keylessMax,
        keyPageUrl: `${publicUrl}/apikey/form`,
        docsUrl: `${publicUrl}/en/developers`,
      }),
    );
    fastify.addHook('onRequest', auth.onRequest);
    // The key check runs first (a scope hook), then the rate limit (a route hook it adds):
    // per key with one, per client address (an IPv6 client's /64) at the lower keyless
    // rate without.
    const keyed = (request: FastifyRequest) => auth.keyIdOf(request) !== undefined;
    await fastify.register(rateLimit, {
      ...options.rateLimitStore,
      global: true,
      max: (request) => (keyed(request) ? options.rateLimit.max : keylessMax),
      timeWindow: options.rateLimit.timeWindow,
      keyGenerator: (request) =>
        keyed(request)
          ? `api-key:${auth.keyIdOf(request)}`
          : `api-keyless:${normalizeIP(request.ip)}`,
      errorResponseBuilder: (request, context) =>
        Object.assign(
          new DomainError(
            'too_many_requests',
            `At most ${context.max} requests ${keyed(request) ? 'per key' : 'from one address without a key'} in ${Math.round(options.rateLimit.timeWindow / 1000)} seconds: try again in ${context.after}.${keyed(request) ? '' : ` A key raises the limit: ${publicUrl}/apikey/form`}`,
          ),
          { statusCode: 429 },
        ),
    });
    // Keys are free (and may be approved automatically), so a limit per key alone does not
    // bind: on top of it, one per account (a regenerated key starts no new count) and one
    // per client address (many accounts from one script), and a low one for the export,
    // which reads the whole collection. All in the same store as the per-key counts.
    const timeWindow = options.rateLimit.timeWindow;
    const seconds = Math.round(timeWindow / 1000);
    const perAccount = fastify.createRateLimit({
      max: options.rateLimit.max,
      timeWindow,
      keyGenerator: (request) => `api-account:${auth.accountOf(request) ?? 'none'}`,
    });
    const perAddress = fastify.createRateLimit({
      max: options.rateLimit.max,
      timeWindow,
      // An IPv6 client holds a whole /64: its addresses count as one, as for sign-in.
      keyGenerator: (request) => `api-ip:${normalizeIP(request.ip)}`,
    });
    const exportsPerHour = options.exportsPerHour ?? 4;
    const perAccountExports = fastify.createRateLimit({
      max: exportsPerHour,
      timeWindow: 3_600_000,
      keyGenerator: (request) => `api-export:${auth.accountOf(request) ?? 'none'}`,
    });
    // Accounts are free: the same cap per address (a /64 for IPv6), and one for the whole
    // site, so that no crowd of accounts keeps the database reading the whole collection.
    const perAddressExports = fastify.createRateLimit({
      max: exportsPerHour,
      timeWindow: 3_600_000,
      keyGenerator: (request) => `api-export-ip:${normalizeIP(request.ip)}`,
    });
    const siteExportsPerHour = options.siteExportsPerHour ?? 10 * exportsPerHour;
    const siteExports = fastify.createRateLimit({
      max: siteExportsPerHour,
      timeWindow: 3_600_000,
      keyGenerator: () => 'api-export-site',
    });
    const exportUrl = `${PUBLIC_API_PREFIX}${publicApiRoutes.export.url}`;
    fastify.addHook('onRequest', async (request) => {
      if (request.method === 'OPTIONS' || request.routeOptions.config?.publicApiOpen) return;
      if (auth.keyIdOf(request) === undefined) return;
      const limits: Array<[typeof perAccount, string]> = [
        [
          perAddress,
          `At most ${options.rateLimit.max} requests from one address in ${seconds} seconds`,
        ],
        [perAccount, `At most ${options.rateLimit.max} requests per account in ${seconds} seconds`],
      ];
      if (request.routeOptions.url === exportUrl) {
        limits.push(
          [perAccountExports, `At most ${exportsPerHour} exports per account in an hour`],
          [perAddressExports, `At most ${exportsPerHour} exports from one address in an hour`],
          [siteExports, `At most ${siteExportsPerHour} exports for everyone in an hour`],
        );
      }
      for (const [limit, rule] of limits) {
        const result = await limit(request);
        if (!result.isAllowed && result.isExceeded) {
          throw Object.assign(
            new DomainError(
              'too_many_requests',
              `${rule}: try again in ${result.ttlInSeconds} seconds.`,
            ),
            { statusCode: 429, retryAfterSeconds: result.ttlInSeconds },
          );
        }
      }
    });
    fastify.addHook('onSend', async (request, reply) => {
      // The API is meant to be read from other origins.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      rateLimitFields(request, reply, keyed(request) ? 'key' : 'keyless', seconds);
    });

    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const toObject = (record: Parameters<typeof toPublicObject>[0]) =>
      toPublicObject(record, links);

    /** The change feed: the objects changed since `sinceText`, a cursor page at a time. */
    async function changeFeed(
      sinceText: string,
      cursor: string | undefined,
      limit: number,
      request: FastifyRequest,
    ) {
      const since = parseSince(sinceText);
      const filters = searchParamsFromQuery(queryOf(request));
      if (Object.keys(filters).length > 0) {
        throw new DomainError(
          'bad_request',
          'since lists every change of the collection: it takes no filters (only limit, cursor and lang)',
        );
      }
      const page = await collection.changes({
        since,
        after: cursor === undefined ? null : decodeChangeCursor(cursor),
        limit,
      });
      const live = await collection.objects(
        page.changes.filter((c) => c.change !== 'deleted').map((c) => c.id),
      );
      const byId = new Map(live.map((record) => [record.id, record]));
      const nextCursor = page.next && encodeChangeCursor(page.next);
      return {
        since: since.toISOString(),
        items: page.changes.map((change) => {
          const record = byId.get(change.id);
          return {
            id: change.id,
            // Deleted between the two reads: a tombstone as well.
            change: record ? change.change : ('deleted' as const),
            changedAt: change.at.toISOString(),
            deletedAt: record ? null : change.at.toISOString(),
            object: record ? toObject(record) : null,
          };
        }),
        total: page.total,
        limit,
        nextCursor,
        next: nextCursor && withParam(publicUrl, request, 'cursor', nextCursor),
      };
    }

    app.route({
      ...publicApiRoutes.objects,
      handler: async (request, reply) => {
        const { limit = PUBLIC_API_LIMIT.default, cursor, lang = DEFAULT_LANGUAGE } = request.query;
        if (request.query.since !== undefined) {
          reply.header('cache-control', PRIVATE);
          return changeFeed(request.query.since, cursor, limit, request);
        }
        const page = await collection.listObjects({
          filters: searchParamsFromQuery(queryOf(request)),
          lang,
          afterId: cursor === undefined ? null : decodeCursor('objects', cursor),
          limit,
        });
        const nextCursor =
          page.nextAfterId === null ? null : encodeCursor('objects', page.nextAfterId);
        reply.header('cache-control', PRIVATE);
        return {
          items: page.records.map(toObject),
          total: page.total,
          limit,
          nextCursor,
          next: nextCursor && withParam(publicUrl, request, 'cursor', nextCursor),
        };
      },
    });

    app.route({
      ...publicApiRoutes.object,
      handler: async (request, reply) => {
        const record = await collection.object(request.params.id);
        reply.header('cache-control', PRIVATE);
        if (!record) {
          const deletedAt = await collection.deletedAt(request.params.id);
          if (deletedAt) {
            return reply.status(410).send({
              error: 'gone',
              message: `Object ${request.params.id} was deleted from the collection at ${deletedAt.toISOString()}`,
            });
          }
          return reply
            .status(404)
            .send({ error: 'not_found', message: `No object ${request.params.id}` });
        }
        return toObject(record);
      },
    });

    app.route({
      ...publicApiRoutes.objectHistory,
      handler: async (request, reply) => {
        const { id } = request.params;
        const versions = await collection.history(id);
        reply.header('cache-control', PRIVATE);
        if (versions.length === 0 && !(await collection.object(id))) {
          return reply.status(404).send({ error: 'not_found', message: `No object ${id}` });
        }
        const self = `${links.publicUrl}${PUBLIC_API_PREFIX}/objects/${id}`;
        return {
          id,
          items: versions.map((version) => ({
            changedAt: version.at.toISOString(),
            change: CHANGE_NAMES[version.change],
            by: version.by,
            // The object's public fields only: what the store alone keeps stays there.
            fields: version.fields.filter(({ field }) => PUBLIC_FIELDS.has(field)),
          })),
          links: { self: `${self}/history`, object: self },
        };
      },
    });
    app.route({
      ...publicApiRoutes.search,
      handler: async (request, reply) => {
        const {
          limit = PUBLIC_API_LIMIT.default,
          offset = 0,
          lang = DEFAULT_LANGUAGE,
        } = request.query;
        // The site's codec reads the same parameter names, so the search is the site's own.
        const result = await collection.search(searchParamsFromQuery(queryOf(request)), lang);
        const ids = result.objectIds.slice(offset, offset + limit);
        // The search answers with result cards: the API's items are whole records.
        const records = await collection.objects(ids);
        const nextOffset = offset + limit;
        reply.header('cache-control', PRIVATE);
        return {
          items: records.map(toObject),
          total: result.totalCount,
          pageable: result.objectIds.length,
          offset,
          limit,
          next:
            nextOffset < result.objectIds.length
              ? withParam(publicUrl, request, 'offset', String(nextOffset))
              : null,
          people: result.people,
          facets: result.collections,
        };
      },
    });

    app.route({
      ...publicApiRoutes.people,
      handler: async (request, reply) => {
        const { limit = PUBLIC_API_LIMIT.default, cursor, q = '' } = request.query;
        const page = await collection.people({
          search: q,
          afterId: cursor === undefined ? null : decodeCursor('people', cursor),
          limit,
        });
        const nextCursor =
          page.nextAfterId === null ? null : encodeCursor('people', page.nextAfterId);
        reply.header('cache-control', PRIVATE);
        return {
          items: page.people.map((person) => toPublicPerson(person, publicUrl)),
          total: page.total,
          limit,
          nextCursor,
          next: nextCursor && withParam(publicUrl, request, 'cursor', nextCursor),
        };
      },
    });

    app.route({
      ...publicApiRoutes.person,
      handler: async (request, reply) => {
        const person = await collection.person(request.params.id);
        reply.header('cache-control', PRIVATE);
        if (!person) {
          return reply.status(404).send({ error: 'not_found', message: 'No such person' });
        }
        return toPublicPerson(person, publicUrl);
      },
    });

    // The two routes below send a stream and a string: typed replies would expect objects.
    fastify.route({
      ...publicApiRoutes.export,
      // The whole collection: for keys only (their per-account and per-address caps).
      config: { publicApiKeyRequired: true },
      // A HEAD request would run the whole export only to throw the body away.
      exposeHeadRoute: false,
      handler: async (request, reply) => {
        const batches = collection.exportBatches(options.exportBatchSize);
        async function* lines() {
          for await (const batch of batches) {
            yield batch.map((record) => `${JSON.stringify(toObject(record))}\n`).join('');
          }
        }
        // One batch ahead at most: a slow client holds the export, not the server's memory.
        const stream = Readable.from(lines(), { highWaterMark: 1 });
        // A failure halfway cannot change the status any more: the answer is cut short
        // (no final newline), which clients see, and the log says why.
        stream.on('error', (error) => request.log.error({ err: error }, 'export failed'));
        return reply
          .header('content-type', 'application/jsonl; charset=utf-8')
          .header('content-disposition', 'attachment; filename="kokoelma-objects.jsonl"')
          .header('cache-control', PRIVATE)
          .send(stream);
      },
    });

    fastify.route({
      ...publicApiRoutes.openapi,
      config: { publicApiOpen: true, rateLimit: false },
      handler: async (_request, reply) =>
        reply
          .header('cache-control', 'public, max-age=300')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(fastify.swagger())),
    });
  };
}

/** The prefix to register {@link publicApiPlugin} under. */
export const PUBLIC_API_MOUNT = { prefix: PUBLIC_API_PREFIX };

/** The public API, under PUBLIC_API_MOUNT: keyless at a lower rate, more with a key. */
export const publicApiRoutesGroup = routePlugin(
  async (app) => {
    const { config, collection, apiKeys } = app;
    const limit = apiRateLimit(app);
    await app.register(
      publicApiPlugin({
        collection,
        verifyKey: (raw) => apiKeys.verify(raw),
        rateLimit: { max: limit.max, timeWindow: limit.windowSeconds * 1000 },
        keylessMax: limit.keylessMax,
        rateLimitStore: rateLimitStore(app, 'api-limit:'),
        exportsPerHour: config.API_EXPORT_PER_HOUR,
        links: { publicUrl: config.publicUrl, imageBase: app.images.absoluteBase },
      }),
      PUBLIC_API_MOUNT,
    );
  },
  'public-api-routes',
  ['redis', 'images', 'collection', 'api-keys'],
);
