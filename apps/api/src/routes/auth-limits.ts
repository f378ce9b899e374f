import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { TooManyAttemptsError } from '@kokoelma/accounts';

/** How many sign-in and registration attempts are allowed. */
export interface AuthLimits {
  /** Attempts per minute from one IP address (successful or not). */
  perIpPerMinute: number;
  /** Failed attempts per 15 minutes for one account (e-mail address). */
  failuresPerAccount: number;
}

/** Counts sign-in and registration attempts; each check throws TooManyAttemptsError. */
export interface AuthLimiter {
  /** Counts an attempt from the request's IP address. */
  attempt(request: FastifyRequest): Promise<void>;
  /** Refuses when the account of the request's `email` has failed too often lately. */
  checkAccount(request: FastifyRequest): Promise<void>;
  /** Counts a failure (wrong password, address taken) for the request's `email`. */
  failed(request: FastifyRequest): Promise<void>;
}

const ACCOUNT_WINDOW_MS = 15 * 60_000;

/** The e-mail of a JSON or form body, as the account key: case and spaces do not matter. */
function accountKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `auth-account:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
}

/**
 * Limits on top of @fastify/rate-limit's counters (registered in this scope with the
 * store the composition root chose: memory by default, Redis for several instances).
 * The per-IP limit slows password spraying from one address; the per-account limit
 * counts only failures, so a botnet cannot guess one account's password either, and a
 * visitor who signs in fine is never held up.
 */
export function createAuthLimiter(app: FastifyInstance, limits: AuthLimits): AuthLimiter {
  const perIp = app.createRateLimit({
    max: limits.perIpPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `auth-ip:${normalizeIP(request.ip)}`,
  });
  const perAccount = app.createRateLimit({
    max: limits.failuresPerAccount,
    timeWindow: ACCOUNT_WINDOW_MS,
    keyGenerator: accountKey,
  });

  return {
    async attempt(request) {
      const result = await perIp(request);
      if (!result.isAllowed && result.isExceeded)
        throw new TooManyAttemptsError(result.ttlInSeconds);
    },
    async checkAccount(request) {
      const result = await perAccount(request, { increment: false });
      if (!result.isAllowed && result.remaining <= 0) {
        throw new TooManyAttemptsError(result.ttlInSeconds);
      }
    },
    async failed(request) {
      await perAccount(request);
    },
  };
}
