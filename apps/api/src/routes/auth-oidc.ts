import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { authRoutes } from '@kokoelma/contract';
import {
  OidcSignInError,
  TooManyAttemptsError,
  languageOf,
  openOidcState,
  safeReturnTo,
  sealOidcState,
  type AccountsService,
  type OidcClient,
} from '@kokoelma/accounts';
import type { AuthLimiter } from './auth-limits';
import { PERSONAL_CACHE } from '../plugins/http-cache';
import { loginPageUrl } from './auth-forms';

/** What the OIDC routes need. */
export interface OidcRoutesOptions {
  accounts: AccountsService;
  client: OidcClient;
  /** Signs the short-lived state cookie (the client secret: only this server knows it). */
  stateSecret: string;
  /** https site: the state cookie is Secure and `__Host-` prefixed, like the session's. */
  secure: boolean;
  limiter: AuthLimiter;
}

const STATE_MAX_AGE_SECONDS = 600;

/**
 * Sign-in at an OpenID Connect provider (production): the authorization-code flow with
 * PKCE, state and nonce. /auth/oidc/login keeps them in a signed, HttpOnly cookie valid
 * for ten minutes and sends the browser to the provider; the provider sends it back to
 * /auth/oidc/callback, which checks everything, finds or creates the user by (issuer,
 * subject), starts a session and goes to returnTo. Failures go to /login with
 * `error=sign_in_failed`, where the page offers to try again.
 */
export function oidcRoutes(app: FastifyInstance, options: OidcRoutesOptions) {
  const { accounts, client, stateSecret, limiter } = options;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const cookieName = options.secure ? '__Host-kokoelma_oidc' : 'kokoelma_oidc';
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    // Lax: the cookie comes along when the provider sends the browser back (a top-level GET).
    sameSite: 'lax' as const,
    secure: options.secure,
  };
  const failed = (
    reply: FastifyReply,
    returnTo: string,
    error: 'sign_in_failed' | 'too_many_requests',
  ) =>
    reply
      .header('cache-control', PERSONAL_CACHE)
      .redirect(loginPageUrl({ lang: languageOfPath(returnTo), returnTo, error }), 303);

  api.route({
    ...authRoutes.oidcLogin,
    handler: async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo, languageOf(request.query.lang));
      try {
        await limiter.attempt(request);
        const { url, state } = await client.begin(returnTo, Date.now());
        reply.setCookie(cookieName, sealOidcState(state, stateSecret), {
          ...cookieOptions,
          maxAge: STATE_MAX_AGE_SECONDS,
        });
        return reply.header('cache-control', PERSONAL_CACHE).redirect(url, 302);
      } catch (error) {
        if (error instanceof TooManyAttemptsError) {
          return failed(reply, returnTo, 'too_many_requests');
        }
        if (!(error instanceof OidcSignInError)) throw error;
        request.log.warn({ err: error.cause }, 'OIDC sign-in could not start');
        return failed(reply, returnTo, 'sign_in_failed');
      }
    },
  });

  api.route({
    ...authRoutes.oidcCallback,
    handler: async (request, reply) => {
      const sealed = request.cookies[cookieName];
      reply.clearCookie(cookieName, cookieOptions);
      const state = sealed ? openOidcState(sealed, stateSecret, Date.now()) : null;
      const returnTo = state?.returnTo ?? '/fi/';
      if (!state) return failed(reply, returnTo, 'sign_in_failed');
      try {
        const at = request.url.indexOf('?');
        const identity = await client.complete(at === -1 ? '' : request.url.slice(at + 1), state);
        const user = await accounts.signInWithOidc(identity);
        await reply.signIn(user.id);
        return reply.redirect(state.returnTo, 303);
      } catch (error) {
        if (!(error instanceof OidcSignInError)) throw error;
        request.log.warn({ err: error.cause }, 'OIDC sign-in failed at the callback');
        return failed(reply, returnTo, 'sign_in_failed');
      }
    },
  });
}

/**
 * With a provider there is no local sign-in page to show: GET /login goes straight to
 * the provider, keeping returnTo. Only when /login carries an `error` (the provider
 * sign-in failed) does the page itself render, to say so and offer to try again.
 * A hook, not a route, so that the web app still renders /login in that case.
 */
export function redirectLoginPageToProvider(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const [path, search = ''] = request.url.split('?', 2) as [string, string?];
    if (path !== '/login') return;
    const query = new URLSearchParams(search);
    if (query.has('error')) return;
    const lang = languageOf(query.get('lang'));
    const target = new URLSearchParams({
      lang,
      returnTo: safeReturnTo(query.get('returnTo') ?? undefined, lang),
    });
    return reply.redirect(`${authRoutes.oidcLogin.url}?${target}`, 302);
  });
}

/** The language of a site path such as /sv/search; Finnish otherwise. */
function languageOfPath(path: string): ReturnType<typeof languageOf> {
  return languageOf(path.split('/')[1]);
}
