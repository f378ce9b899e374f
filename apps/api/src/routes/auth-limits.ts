import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  /**
   * Failed attempts for one account from anywhere within {@link ACCOUNT_WINDOW_MS} before
   * each further attempt from a browser that has not signed in to it before must wait
   * (default 20, four addresses' worth): a botnet or an IPv6 range rotating its
   * addresses gets no more guesses than a few addresses would.
   */
  failuresPerAccountEverywhere?: number;
  /** The key that signs the known-device cookie ({@link DEVICE_COOKIE}). */
  deviceSecret: string;
  /** The site is served over https (the cookie is Secure). */
  secure: boolean;
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
  /** Marks the browser as one that has signed in to the request's account (a cookie). */
  succeeded(request: FastifyRequest, reply: FastifyReply): void;
}

/**
 * The cookie that marks a browser which has signed in to an account before ("device
 * cookies", as OWASP describes them): the account-wide back-off never holds it, so the
 * owner is not locked out by someone guessing from elsewhere.
 */
export const DEVICE_COOKIE = 'kokoelma_device';
/** Failures of one account from anywhere are counted over this window. */
export const ACCOUNT_WINDOW_MS = 60 * 60_000;

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
 *
 * Across addresses, failures for one account are counted too: beyond
 * `failuresPerAccountEverywhere` within an hour, each further attempt waits the same way,
 * except from a browser that has signed in to that account before (its
 * {@link DEVICE_COOKIE}, set on success): guessing from many addresses is slowed, and its
 * owner still signs in where they always do.
 */
export function createAuthLimiter(app: FastifyInstance, limits: AuthLimits): AuthLimiter {
  const free = limits.failuresPerAccount;
  const everywhere = limits.failuresPerAccountEverywhere ?? 4 * free;
  const deviceMark = (account: string) =>
    createHmac('sha256', limits.deviceSecret).update(`device\n${account}`).digest('base64url');
  // On https, as the session's: only this host's own, Secure, path /.
  const cookieName = limits.secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE;
  const knownDevice = (request: FastifyRequest) => {
    const cookie = request.cookies?.[cookieName];
    const account = accountOf(request);
    if (!cookie || !account) return false;
    const expected = Buffer.from(deviceMark(account));
    const given = Buffer.from(cookie);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
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
  // The same for the account from anywhere: counted over an hour, and a wait of its own
  // for browsers that have not signed in to it before.
  const accountFailures = app.createRateLimit({
    max: UNREACHED,
    timeWindow: ACCOUNT_WINDOW_MS,
    keyGenerator: (request) => `auth-account:${accountOf(request)}`,
  });
  const accountFailuresOf = new WeakMap<FastifyRequest, number>();
  const accountWait = app.createRateLimit({
    max: 1,
    timeWindow: (request) =>
      Math.max(1, backoffMs(accountFailuresOf.get(request) ?? 0, everywhere)),
    keyGenerator: (request) =>
      `auth-account-wait:${accountFailuresOf.get(request) ?? 0}:${accountOf(request)}`,
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
      if (!knownDevice(request)) {
        const total = countOf(await accountFailures(request, { increment: false }));
        if (total >= everywhere) {
          accountFailuresOf.set(request, total);
          const wait = await accountWait(request, { increment: false });
          if (!wait.isAllowed && wait.remaining <= 0)
            throw new TooManyAttemptsError(wait.ttlInSeconds);
        }
      }
      const failures = countOf(await pairFailures(request, { increment: false }));
      if (failures < free) return;
      failuresOf.set(request, failures);
      const wait = await pairWait(request, { increment: false });
      if (!wait.isAllowed && wait.remaining <= 0) throw new TooManyAttemptsError(wait.ttlInSeconds);
    },
    async failed(request) {
      const total = countOf(await accountFailures(request));
      if (total >= everywhere) {
        accountFailuresOf.set(request, total);
        await accountWait(request);
      }
      const failures = countOf(await pairFailures(request));
      if (failures < free) return;
      failuresOf.set(request, failures);
      await pairWait(request);
    },
    succeeded(request, reply) {
      const account = accountOf(request);
      if (!account || account.startsWith('invalid:')) return;
      reply.setCookie(cookieName, deviceMark(account), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: limits.secure,
        maxAge: 365 * 24 * 60 * 60,
      });
    },
  };
}
