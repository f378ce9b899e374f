import { DomainError } from '@kokoelma/domain';

/**
 * Too much image work is waiting already: the request should be retried shortly (HTTP
 * 503 with Retry-After; the Image API lists 503 for a busy server).
 */
export class RenderQueueFullError extends DomainError {
  override readonly code = 'unavailable';
  readonly retryAfterSeconds = 2;

  constructor() {
    super('unavailable', 'The image service is busy; try again in a moment.');
    this.name = 'RenderQueueFullError';
  }
}

/** Runs jobs with at most `concurrency` at once, letting at most `maxWaiting` wait. */
export interface RenderQueue {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running and waiting now (for tests and metrics). */
  readonly load: { running: number; waiting: number };
}

/**
 * A bounded work queue for image renders. Every render decodes an original with libvips,
 * which uses its own threads; running only a few at once keeps memory and processor time
 * bounded, and refusing when the queue is long stops a flood of requests from queueing
 * minutes of work. (p-limit bounds the running jobs but not the waiting ones.)
 */
export function createRenderQueue(concurrency: number, maxWaiting: number): RenderQueue {
  let running = 0;
  const waiting: Array<() => void> = [];

  // A finished job hands its slot straight to the first waiting one, if any.
  const next = () => {
    const resume = waiting.shift();
    if (resume) resume();
    else running -= 1;
  };

  return {
    async run(job) {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new RenderQueueFullError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await job();
      } finally {
        next();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
