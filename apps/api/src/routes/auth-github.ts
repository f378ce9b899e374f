import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiKeyPagePath, githubAuthRoutes } from '@kokoelma/contract';
import {
  OidcSignInError,
  TooManyAttemptsError,
  languageOf,
  openOidcState,
  safeReturnTo,
  sealOidcState,
  type AccountsService,
  type GithubClient,
  type SignInState,
} from '@kokoelma/accounts';
import type { Language } from '@kokoelma/domain';
import type { AuthLimiter } from './auth-limits';
import { PERSONAL_CACHE } from '../plugins/http-cache';

/** What the GitHub sign-in routes need. */
export interface GithubRoutesOptions {
  accounts: AccountsService;
  client: GithubClient;
  /** Signs the short-lived state cookie (the app's client secret: only we know it). */
  stateSecret: string;
  /** https site: the state cookie is Secure and `__Host-` prefixed, like the session's. */
  secure: boolean;
  limiter: AuthLimiter;
}

const STATE_MAX_AGE_SECONDS = 600;

/**
 * Sign-in with GitHub for API keys (spec §6 "API key login uses an external GitHub-style
 * sign-in", §7 "/auth/github and its callback"): the same shape as the OpenID Connect
 * routes (auth-oidc.ts). /auth/github keeps state and the PKCE verifier in a signed,
 * HttpOnly cookie for ten minutes and sends the browser to GitHub; GitHub sends it back
 * to /auth/github/callback, which checks them, finds or creates the account linked to
 * the GitHub user id, starts a session and goes on to returnTo (the key screen by
 * default). Failures go back to /apikey/login with `error`.
 */
export function githubRoutes(app: FastifyInstance, options: GithubRoutesOptions) {
  const { accounts, client, stateSecret, limiter } = options;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const cookieName = options.secure ? '__Host-kokoelma_github' : 'kokoelma_github';
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    // Lax: the cookie comes along when GitHub sends the browser back (a top-level GET).
    sameSite: 'lax' as const,
    secure: options.secure,
  };
  const failed = (
    reply: FastifyReply,
    lang: Language,
    error: 'sign_in_failed' | 'too_many_requests',
  ) =>
    reply
      .header('cache-control', PERSONAL_CACHE)
      .redirect(apiKeyPagePath('login', lang, { error }), 303);

  api.route({
    ...githubAuthRoutes.login,
    handler: async (request, reply) => {
      const lang = languageOf(request.query.lang);
      const returnTo = request.query.returnTo
        ? safeReturnTo(request.query.returnTo, lang)
        : apiKeyPagePath('form', lang);
      try {
        await limiter.attempt(request);
        const { url, state } = await client.begin(returnTo, Date.now());
        reply.setCookie(cookieName, sealOidcState(state, stateSecret), {
          ...cookieOptions,
          maxAge: STATE_MAX_AGE_SECONDS,
        });
        return reply.header('cache-control', PERSONAL_CACHE).redirect(url, 302);
      } catch (error) {
        if (!(error instanceof TooManyAttemptsError)) throw error;
        return failed(reply, lang, 'too_many_requests');
      }
    },
  });

  api.route({
    ...githubAuthRoutes.callback,
    handler: async (request, reply) => {
      const sealed = request.cookies[cookieName];
      reply.clearCookie(cookieName, cookieOptions);
      const state = sealed ? openOidcState<SignInState>(sealed, stateSecret, Date.now()) : null;
      const lang = languageOfReturn(state?.returnTo);
      if (!state) return failed(reply, lang, 'sign_in_failed');
      try {
        const at = request.url.indexOf('?');
        const identity = await client.complete(at === -1 ? '' : request.url.slice(at + 1), state);
        const user = await accounts.signInWithOidc(identity);
        await reply.signIn(user.id);
        return reply.redirect(state.returnTo, 303);
      } catch (error) {
        if (!(error instanceof OidcSignInError)) throw error;
        request.log.warn({ err: error.cause }, 'GitHub sign-in failed at the callback');
        return failed(reply, lang, 'sign_in_failed');
      }
    },
  });
}

/** The language of where the sign-in returns: /sv/… or /apikey/form?lang=sv; else Finnish. */
function languageOfReturn(returnTo: string | undefined): Language {
  if (!returnTo) return languageOf(undefined);
  const url = new URL(returnTo, 'http://site.invalid');
  return languageOf(url.searchParams.get('lang') ?? url.pathname.split('/')[1]);
}
