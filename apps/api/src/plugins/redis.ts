import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis (REDIS_URL) or null: one instance keeps its counters in memory. */
    redis: Redis | null;
  }
}

export interface RedisPluginOptions {
  url?: string | undefined;
  /** Prefix of every key, so that several sites (or tests) can share one Redis. */
  prefix: string;
}

/**
 * Redis for what instances must share besides the database: rate-limit counters.
 * Without REDIS_URL nothing connects and limits are per instance (memory). The client
 * fails fast when Redis is away (no offline queue), so a request is answered, not held.
 */
async function redisPlugin(app: FastifyInstance, options: RedisPluginOptions) {
  if (!options.url) {
    app.decorate('redis', null);
    return;
  }
  const redis = new Redis(options.url, {
    keyPrefix: options.prefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
    lazyConnect: true,
  });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis error'));
  await redis.connect();
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
}

export const redisPluginFp = fp(redisPlugin, { name: 'redis' });

/** @fastify/rate-limit's store options: Redis when there is one, memory otherwise. */
export function rateLimitStore(
  app: FastifyInstance,
  nameSpace: string,
): Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError'> {
  // A Redis outage must not lock everyone out: the limit is skipped, the request served.
  return app.redis ? { redis: app.redis, nameSpace, skipOnError: true } : {};
}
