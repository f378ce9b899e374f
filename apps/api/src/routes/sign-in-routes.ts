import type { FastifyInstance, FastifyReply, RouteOptions } from 'fastify';
import {
  OidcSignInError,
  TooManyAttemptsError,
  languageOf,
  openOidcState,
  sealOidcState,
  type AccountsService,
  type OidcIdentity,
  type SignInState,
} from '@kokoelma/accounts';
import type { Language } from '@kokoelma/domain';
import type { AuthLimiter } from './auth-limits';
import { PERSONAL_CACHE } from '../plugins/http-cache';

/** How long the state cookie of a sign-in at a provider is valid. */
const STATE_MAX_AGE_SECONDS = 600;

/** A provider's side of a sign-in: where to send the browser, and checking its answer. */
export interface SignInClient<S extends SignInState> {
  begin(returnTo: string, now: number): Promise<{ url: string; state: S }>;
  complete(callbackQuery: string, state: S): Promise<OidcIdentity>;
}

/** Why a sign-in goes back to the site's sign-in page. */
export type SignInFailure = 'sign_in_failed' | 'too_many_requests';

/** What the sign-in routes of one provider need (see {@link signInRoutes}). */
export interface SignInRoutesOptions<S extends SignInState> {
  /** The provider, for the log ("OIDC", "GitHub"). */
  provider: string;
  /** The routes' method, url and query schema (libs/contract). */
  routes: { login: Omit<RouteOptions, 'handler'>; callback: Omit<RouteOptions, 'handler'> };
  accounts: AccountsService;
  client: SignInClient<S>;
  /** Signs the short-lived state cookie (the client secret: only this server knows it). */
  stateSecret: string;
  /** https site: the state cookie is Secure and `__Host-` prefixed, like the session's. */
  secure: boolean;
  /** The state cookie's name (without the `__Host-` prefix). */
  cookieName: string;
  limiter: AuthLimiter;
  /** Where the sign-in returns to, from the login request's `returnTo` and language. */
  returnTo(asked: string | undefined, lang: Language): string;
  /** The site page that says why the sign-in failed, for a sign-in returning to `returnTo`. */
  failurePage(returnTo: string, error: SignInFailure, lang: Language | null): string;
}

/**
 * Sign-in at an external provider (OpenID Connect, GitHub): the authorization-code flow
 * with PKCE and state. The login route keeps the state in a signed, HttpOnly cookie valid
 * for ten minutes and sends the browser to the provider; the provider sends it back to
 * the callback route, which checks everything, finds or creates the user by the
 * provider's identity, starts a session and goes to returnTo. Failures (and too many
 * attempts) go to the provider's failure page, where the site offers to try again.
 */
export function signInRoutes<S extends SignInState>(
  app: FastifyInstance,
  options: SignInRoutesOptions<S>,
): void {
  const { accounts, client, stateSecret, limiter } = options;
  const cookieName = options.secure ? `__Host-${options.cookieName}` : options.cookieName;
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
    error: SignInFailure,
    lang: Language | null = null,
  ) =>
    reply
      .header('cache-control', PERSONAL_CACHE)
      .redirect(options.failurePage(returnTo, error, lang), 303);

  app.route({
    ...options.routes.login,
    handler: async (request, reply) => {
      const query = request.query as { lang?: string; returnTo?: string };
      const lang = languageOf(query.lang);
      const returnTo = options.returnTo(query.returnTo, lang);
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
          return failed(reply, returnTo, 'too_many_requests', lang);
        }
        if (!(error instanceof OidcSignInError)) throw error;
        request.log.warn({ err: error.cause }, `${options.provider} sign-in could not start`);
        return failed(reply, returnTo, 'sign_in_failed', lang);
      }
    },
  });

  app.route({
    ...options.routes.callback,
    handler: async (request, reply) => {
      const sealed = request.cookies[cookieName];
      reply.clearCookie(cookieName, cookieOptions);
      const state = sealed ? openOidcState<S>(sealed, stateSecret, Date.now()) : null;
      if (!state) return failed(reply, '/fi/', 'sign_in_failed');
      try {
        const at = request.url.indexOf('?');
        const identity = await client.complete(at === -1 ? '' : request.url.slice(at + 1), state);
        const user = await accounts.signInWithOidc(identity);
        await reply.signIn(user.id);
        return reply.redirect(state.returnTo, 303);
      } catch (error) {
        if (!(error instanceof OidcSignInError)) throw error;
        request.log.warn(
          { err: error.cause },
          `${options.provider} sign-in failed at the callback`,
        );
        return failed(reply, state.returnTo, 'sign_in_failed');
      }
    },
  });
}
