import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { TooManyAttemptsError, normaliseEmail } from '@kokoelma/accounts';

/** How many sign-in and registration attempts are allowed. */
export interface AuthLimits {
  /** Attempts per minute from one IP address (successful or not). */
  perIpPerMinute: number;
  /**
   * Failed attempts from one IP address for one account (e-mail address) within
   * {@link PAIR_WINDOW_MS} before each further attempt from there must wait (back-off).
   */
  failuresPerAccount: number;
}

/** Counts sign-in and registration attempts; each check throws TooManyAttemptsError. */
export interface AuthLimiter {
  /** Counts an attempt from the request's IP address. */
  attempt(request: FastifyRequest): Promise<void>;
  /**
   * Refuses while this address must wait before trying the request's `email` again:
   * after too many failures from here for that account (never from elsewhere).
   */
  checkAccount(request: FastifyRequest): Promise<void>;
  /** Counts a failure (wrong password, address taken) from this address for this `email`. */
  failed(request: FastifyRequest): Promise<void>;
}

/** Failures of one (address, account) pair are counted over this window. */
export const PAIR_WINDOW_MS = 15 * 60_000;
/** The longest wait the back-off asks for. */
export const MAX_BACKOFF_MS = 15 * 60_000;
/** The count of failures is read from a limit no one reaches. */
const UNREACHED = 1_000_000;

/**
 * The wait after the `failures`-th failure of a pair when `free` are allowed: none below
 * `free`, then 1 s, doubling with each further failure, at most {@link MAX_BACKOFF_MS}.
 */
export function backoffMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(failures - free, 30));
}

/**
 * The account an attempt is for, as the accounts library stores the address (trimmed,
 * NFC, lower case: `normaliseEmail`), so that `Maija@Example.fi `, its decomposed form
 * and `maija@example.fi` count as one. Not an address: its first characters as sent
 * (no account has it; the request fails its own validation).
 */
export function accountOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return '';
  try {
    return normaliseEmail(email);
  } catch {
    return `invalid:${email.slice(0, 320)}`;
  }
}

/**
 * Limits on top of @fastify/rate-limit's counters (registered in this scope with the
 * store the composition root chose: memory by default, Redis for several instances).
 *
 * The per-IP limit slows password spraying from one address. Failures are counted per
 * (address, account) pair: after `failuresPerAccount` of them within 15 minutes, each
 * further attempt from that address for that account waits — 1 s, 2 s, 4 s … up to
 * 15 minutes, answered 429 with Retry-After. A guesser is slowed to a crawl, while the
 * account itself is never locked: its owner signs in from any other address at once (a
 * limit per account alone would let anyone who knows an address lock its owner out with
 * five wrong passwords). A visitor who signs in fine is never held up.
 */
export function createAuthLimiter(app: FastifyInstance, limits: AuthLimits): AuthLimiter {
  const free = limits.failuresPerAccount;
  const address = (request: FastifyRequest) => normalizeIP(request.ip);
  const pairKey = (request: FastifyRequest) => `${address(request)}\n${accountOf(request)}`;
  const perIp = app.createRateLimit({
    max: limits.perIpPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `auth-ip:${address(request)}`,
  });
  const pairFailures = app.createRateLimit({
    max: UNREACHED,
    timeWindow: PAIR_WINDOW_MS,
    keyGenerator: (request) => `auth-pair:${pairKey(request)}`,
  });
  // The wait after failure N is a key of its own (its N in the key), set by that failure
  // with the wait as its lifetime: the same in memory and in Redis.
  const failuresOf = new WeakMap<FastifyRequest, number>();
  const failuresSoFar = (request: FastifyRequest) => failuresOf.get(request) ?? 0;
  const pairWait = app.createRateLimit({
    max: 1,
    timeWindow: (request) => Math.max(1, backoffMs(failuresSoFar(request), free)),
    keyGenerator: (request) => `auth-wait:${failuresSoFar(request)}:${pairKey(request)}`,
  });
  const countOf = (result: { isAllowed: boolean; remaining?: number }) =>
    UNREACHED - (result.remaining ?? UNREACHED);

  return {
    async attempt(request) {
      const result = await perIp(request);
      if (!result.isAllowed && result.isExceeded)
        throw new TooManyAttemptsError(result.ttlInSeconds);
    },
    async checkAccount(request) {
      const failures = countOf(await pairFailures(request, { increment: false }));
      if (failures < free) return;
      failuresOf.set(request, failures);
      const wait = await pairWait(request, { increment: false });
      if (!wait.isAllowed && wait.remaining <= 0) throw new TooManyAttemptsError(wait.ttlInSeconds);
    },
    async failed(request) {
      const failures = countOf(await pairFailures(request));
      if (failures < free) return;
      failuresOf.set(request, failures);
      await pairWait(request);
    },
  };
}
