import formbody from '@fastify/formbody';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  createGithubClient,
  createOidcClient,
  type AccountsService,
  type SessionLifetimes,
  type User,
} from '@kokoelma/accounts';
import type { Config } from '../config';
import { sessionApi, localAuthApi } from '../routes/auth';
import { loginFormRoute, logoutRoutes } from '../routes/auth-forms';
import { createAuthLimiter } from '../routes/auth-limits';
import { localSignIn } from '../routes/auth-local';
import { oidcRoutes, redirectLoginPageToProvider } from '../routes/auth-oidc';
import { githubRoutes } from '../routes/auth-github';
import { originCheckPluginFp } from './origin-check';
import { sessionPluginFp } from './session';

const DAY_MS = 86_400_000;

/** Options of the accounts plugin. */
export interface AccountsPluginOptions {
  config: Config;
  accounts: AccountsService;
  /**
   * Where the sign-in rate limits keep their counters (@fastify/rate-limit's `store`,
   * or `redis` with an ioredis client). Memory when omitted: right for one instance;
   * several instances behind a load balancer share a Redis store.
   */
  rateLimitStore?: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'>;
  /** Told of each new local account (queues the verification e-mail when SMTP is set). */
  onRegistered?: (request: FastifyRequest, user: User) => Promise<void>;
}

/** The session lifetimes the configuration asks for. */
export function sessionLifetimes(config: Config): SessionLifetimes {
  return {
    idleMs: config.SESSION_IDLE_DAYS * DAY_MS,
    absoluteMs: config.SESSION_ABSOLUTE_DAYS * DAY_MS,
  };
}

/**
 * Accounts and sessions on the server: the session cookie and `request.currentSession()`
 * for every route, the origin check on every state-changing request, and the auth
 * routes — local accounts by default, or an OpenID Connect provider when configured
 * (then the local register/login routes do not exist: 404) — and, when a GitHub app is
 * configured, the GitHub sign-in of API keys.
 */
async function accountsPlugin(app: FastifyInstance, options: AccountsPluginOptions) {
  const { config, accounts } = options;
  await app.register(sessionPluginFp, { accounts, secure: config.secure });
  await app.register(originCheckPluginFp, {
    publicUrl: config.PUBLIC_URL,
    sessionCookieName: app.sessionCookieName,
  });
  if (config.oidc) redirectLoginPageToProvider(app);

  // Rate limits and form bodies only in the auth routes' own scope.
  await app.register(async function authRoutes(scope) {
    await scope.register(rateLimit, { global: false, ...options.rateLimitStore });
    await scope.register(formbody);
    const limiter = createAuthLimiter(scope, {
      perIpPerMinute: config.AUTH_RATE_LIMIT_PER_IP,
      failuresPerAccount: config.AUTH_RATE_LIMIT_PER_ACCOUNT,
    });
    sessionApi(scope, accounts);
    logoutRoutes(scope);
    if (config.oidc) {
      const client = createOidcClient({
        ...config.oidc,
        redirectUri: `${config.publicUrl}/auth/oidc/callback`,
      });
      oidcRoutes(scope, {
        accounts,
        client,
        stateSecret: config.oidc.clientSecret,
        secure: config.secure,
        limiter,
      });
    } else {
      const local = localSignIn(accounts, limiter, options.onRegistered);
      localAuthApi(scope, accounts, local);
      loginFormRoute(scope, local);
    }
    // API key sign-in through GitHub, beside whichever sign-in visitors use.
    if (config.github) {
      const client = createGithubClient({
        ...config.github,
        redirectUri: `${config.publicUrl}/auth/github/callback`,
      });
      githubRoutes(scope, {
        accounts,
        client,
        stateSecret: config.github.clientSecret,
        secure: config.secure,
        limiter,
      });
    }
  });
}

export const accountsPluginFp = fp(accountsPlugin, {
  name: 'accounts',
  dependencies: ['database'],
});
