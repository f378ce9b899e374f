import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { authRoutes } from '@kokoelma/contract/site';
import { NotSignedInError, type AccountsService } from '@kokoelma/accounts';
import { PERSONAL_CACHE } from '../plugins/http-cache';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { createGithubClient, createOidcClient } from '@kokoelma/accounts';
import { pageLanguage, queueVerificationEmail } from '../mail/email-verification';
import { rateLimitStore } from '../plugins/redis';
import { loginFormRoute, logoutRoutes } from './auth-forms';
import { githubRoutes } from './auth-github';
import { createAuthLimiter } from './auth-limits';
import { localSignIn, type LocalSignIn } from './auth-local';
import { oidcRoutes, redirectLoginPageToProvider } from './auth-oidc';
import { routePlugin } from './route-plugin';

/**
 * The JSON API of local accounts: register and sign in (each sets a fresh session
 * cookie and answers with the current user). Registered only without an OIDC provider.
 */
export function localAuthApi(app: FastifyInstance, accounts: AccountsService, local: LocalSignIn) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.route({
    ...authRoutes.register,
    config: { originCheck: true },
    handler: async (request, reply) => {
      const user = await local.register(request, reply, request.body);
      await reply.signIn(user.id);
      return reply.status(201).send(await accounts.currentUser(user));
    },
  });
  api.route({
    ...authRoutes.login,
    config: { originCheck: true },
    handler: async (request, reply) => {
      const { email, password } = request.body;
      const user = await local.authenticate(request, reply, email, password);
      await reply.signIn(user.id);
      return accounts.currentUser(user);
    },
  });
}

/** The session API, the same with either kind of sign-in: who am I, and sign out. */
export function sessionApi(app: FastifyInstance, accounts: AccountsService) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.route({
    ...authRoutes.me,
    handler: async (request, reply) => {
      reply.header('cache-control', PERSONAL_CACHE);
      const session = await request.currentSession();
      if (!session) {
        // A cookie of an ended session is of no use to anyone: the browser may drop it.
        if (request.cookies[app.sessionCookieName]) await reply.signOut();
        throw new NotSignedInError();
      }
      return accounts.currentUser(session.user);
    },
  });
  api.route({
    ...authRoutes.logout,
    config: { originCheck: true },
    handler: async (_request, reply) => {
      await reply.signOut();
      return reply.status(204).send(null);
    },
  });
}

/**
 * Sign-in: local accounts by default, or an OpenID Connect provider when configured (then
 * the local register/login routes do not exist: 404) — and, when a GitHub app is
 * configured, the GitHub sign-in of API keys. With SMTP, a new local account is sent a
 * verification link in the page's language.
 */
export const accountRoutesGroup = routePlugin(
  async (app) => {
    const { config, accounts, mail } = app;
    if (config.oidc) redirectLoginPageToProvider(app);
    const onRegistered = mail.delivers
      ? async (request: FastifyRequest, user: { id: string }) => {
          const verification = { accounts, mail, publicUrl: config.publicUrl };
          // The account exists either way: a failed queue is logged, the user can re-send.
          await queueVerificationEmail(verification, user.id, pageLanguage(request)).catch(
            (error: unknown) => app.log.error({ err: error }, 'verification e-mail not queued'),
          );
        }
      : undefined;
    // Rate limits and form bodies only in the auth routes' own scope.
    await app.register(async function authRoutes(scope) {
      await scope.register(rateLimit, { global: false, ...rateLimitStore(app, 'auth-limit:') });
      await scope.register(formbody);
      const limiter = createAuthLimiter(scope, {
        perIpPerMinute: config.AUTH_RATE_LIMIT_PER_IP,
        failuresPerAccount: config.AUTH_RATE_LIMIT_PER_ACCOUNT,
        deviceSecret: config.cookieSecret,
        secure: config.secure,
      });
      sessionApi(scope, accounts);
      logoutRoutes(scope);
      // What a sign-in at a provider (OIDC, GitHub) needs beside its client.
      const atProvider = {
        accounts,
        stateSecret: config.cookieSecret,
        secure: config.secure,
        limiter,
      };
      const callback = (provider: string) => `${config.publicUrl}/auth/${provider}/callback`;
      if (config.oidc) {
        const client = createOidcClient({ ...config.oidc, redirectUri: callback('oidc') });
        oidcRoutes(scope, { ...atProvider, client });
      } else {
        const local = localSignIn(accounts, limiter, onRegistered);
        localAuthApi(scope, accounts, local);
        loginFormRoute(scope, local);
      }
      // API key sign-in through GitHub, beside whichever sign-in visitors use.
      if (config.github) {
        const client = createGithubClient({ ...config.github, redirectUri: callback('github') });
        githubRoutes(scope, { ...atProvider, client });
      }
    });
  },
  'account-routes',
  ['redis', 'mail', 'accounts'],
);
