import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EmailTakenError,
  InvalidCredentialsError,
  type AccountsService,
  type Registration,
  type User,
} from '@kokoelma/accounts';
import type { AuthLimiter } from './auth-limits';

/** Local sign-in and registration with their rate limits, shared by the JSON and form routes. */
export interface LocalSignIn {
  register(request: FastifyRequest, reply: FastifyReply, registration: Registration): Promise<User>;
  authenticate(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    password: string,
  ): Promise<User>;
}

/**
 * Each attempt counts against the IP; failures count against the account too. A new
 * account is told to `onRegistered` (the verification e-mail, with SMTP).
 */
export function localSignIn(
  accounts: AccountsService,
  limiter: AuthLimiter,
  onRegistered?: (request: FastifyRequest, user: User) => Promise<void>,
): LocalSignIn {
  return {
    async register(request, reply, registration) {
      await limiter.attempt(request);
      await limiter.checkAccount(request);
      try {
        const user = await accounts.register(registration);
        // The browser that made the account is its owner's.
        limiter.succeeded(request, reply);
        await onRegistered?.(request, user);
        return user;
      } catch (error) {
        if (error instanceof EmailTakenError) await limiter.failed(request);
        throw error;
      }
    },

    async authenticate(request, reply, email, password) {
      await limiter.attempt(request);
      await limiter.checkAccount(request);
      try {
        const user = await accounts.authenticate(email, password);
        limiter.succeeded(request, reply);
        return user;
      } catch (error) {
        if (error instanceof InvalidCredentialsError) await limiter.failed(request);
        throw error;
      }
    },
  };
}
