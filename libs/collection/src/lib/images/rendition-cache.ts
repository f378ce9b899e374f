import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Told when a rendition could not be kept on disk (full, read-only) and came from memory. */
export type CacheErrorHandler = (event: { path: string; error: unknown }) => void;

let temporarySequence = 0;

/**
 * Writes `target` whole or not at all: `write` fills a temporary file beside it, which is
 * then renamed, so a reader never sees half a file; a failed write leaves nothing behind.
 */
export async function writeAtomically(
  target: string,
  write: (temporary: string) => Promise<unknown>,
): Promise<void> {
  const temporary = `${target}.${process.pid}-${(temporarySequence += 1)}.tmp`;
  try {
    await mkdir(dirname(target), { recursive: true });
    await write(temporary);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}

/**
 * One job per key at a time: a caller asking for a key whose job is still running gets
 * that job's promise (one render for concurrent requests of one rendition).
 */
export function sharedWhileRunning<T>(): (key: string, job: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, job) => {
    // Looked up and registered with no `await` in between, so a second caller always
    // finds the first one's promise.
    const pending = running.get(key);
    if (pending) return pending;
    const started = job().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}

/** How to make one rendition and where to keep it. */
export interface RenditionSpec {
  /** The file the rendition is kept in. */
  readonly target: string;
  /**
   * What it is rendered from: its path, or its modification time (ms) when known. A kept
   * file older than its source is rendered again.
   */
  readonly source: string | number;
  /** Renders into the given (temporary) file. */
  toFile(path: string): Promise<unknown>;
  /** Renders into memory: the answer when the cache cannot take the file. */
  toBuffer(): Promise<Buffer>;
  /**
   * Errors that are the renderer's own answer (busy, a client over its share), not the
   * disk's: passed on at once, without a render in memory.
   */
  passOn?: (error: unknown) => boolean;
  /** Told when the file could not be written and the rendition came from memory. */
  onCacheError?: CacheErrorHandler;
}

/** A rendition: kept on disk (`rendered`: just now, in `durationMs`), or from memory. */
export type Rendition =
  | { readonly path: string; readonly rendered: false }
  | { readonly path: string; readonly rendered: true; readonly durationMs: number }
  | { readonly path: null; readonly data: Buffer };

/**
 * The disk cache of derived images (the image store's widths, og:image crops, IIIF tiles):
 * the kept file when it is at least as new as its source; else rendered into it
 * ({@link writeAtomically}). When the disk cannot take it, the rendition is rendered in
 * memory and answered from there (failing too when the source itself is the problem), and
 * `onCacheError` is told. An unreadable cached file counts as missing.
 */
export async function cachedRendition(spec: RenditionSpec): Promise<Rendition> {
  const [sourceModifiedMs, kept] = await Promise.all([
    typeof spec.source === 'number'
      ? spec.source
      : stat(spec.source).then((stats) => stats.mtimeMs),
    stat(spec.target).catch(() => undefined),
  ]);
  if (kept && kept.mtimeMs >= sourceModifiedMs) return { path: spec.target, rendered: false };
  const started = performance.now();
  try {
    await writeAtomically(spec.target, (temporary) => spec.toFile(temporary));
  } catch (error) {
    if (spec.passOn?.(error)) throw error;
    const data = await spec.toBuffer();
    spec.onCacheError?.({ path: spec.target, error });
    return { path: null, data };
  }
  return { path: spec.target, rendered: true, durationMs: performance.now() - started };
}
