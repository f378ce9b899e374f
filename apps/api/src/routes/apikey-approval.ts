import type { FastifyBaseLogger } from 'fastify';
import type { ApiKeyService } from '@kokoelma/accounts';

/**
 * How long `auto` approval waits after a request. Approval is a step of its own in
 * both modes, so a key has one life cycle (CREATING → COMPLETE) and the public API
 * never accepts a key nobody approved; under `auto` the server takes the step instead
 * of an operator. The pause keeps the step visible: the owner sees their key being
 * created, then valid, as they would under manual approval.
 */
export const AUTO_APPROVAL_DELAY_MS = 3_000;

/** The approval job of `auto`: approves waiting keys a short while after each request. */
export interface ApprovalJob {
  /** Approves the keys waiting then, `delayMs` from now (one run covers many requests). */
  schedule(): void;
  /** Cancels runs not yet started (server shutdown). */
  close(): void;
}

/**
 * Timers rather than a periodic poll: an idle server queries nothing. Each run approves
 * every key requested at least `delayMs` before it, so a run also catches keys whose own
 * run was lost (a restart schedules one at start-up), and several server instances may
 * run it side by side: approval is one idempotent UPDATE.
 */
export function apiKeyApprovalJob(
  apiKeys: ApiKeyService,
  options: { delayMs: number; log: FastifyBaseLogger },
): ApprovalJob {
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  async function run() {
    try {
      const approved = await apiKeys.approvePending(new Date(Date.now() - options.delayMs));
      if (approved > 0) options.log.info({ approved }, 'API keys approved (auto)');
    } catch (error) {
      options.log.error({ err: error }, 'API key approval failed; the next run retries');
    }
  }

  return {
    schedule() {
      if (closed) return;
      // A little after the delay: timers may fire a millisecond early, never much later.
      const timer = setTimeout(() => {
        timers.delete(timer);
        void run();
      }, options.delayMs + 50);
      timer.unref();
      timers.add(timer);
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
