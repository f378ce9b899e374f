import type { FastifyBaseLogger } from 'fastify';

/**
 * The log line for an image that could not be stored in the image cache (disk full,
 * read-only, no permission) and was served from memory instead: one warning per
 * `everyMs` at most, with how many more there were, so that a full disk under load does
 * not flood the log.
 */
export function imageCacheWarning(log: Pick<FastifyBaseLogger, 'warn'>, everyMs = 60_000) {
  let last = Number.NEGATIVE_INFINITY;
  let unlogged = 0;
  return ({ path, error }: { path: string; error: unknown }) => {
    const now = Date.now();
    if (now - last < everyMs) {
      unlogged += 1;
      return;
    }
    last = now;
    const code = (error as { code?: unknown } | null)?.code;
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    log.warn(
      { path, code: typeof code === 'string' ? code : undefined, reason, alsoSince: unlogged },
      'image cache not writable: images are served without caching',
    );
    unlogged = 0;
  };
}
