import type { FastifyInstance } from 'fastify';
import { authRoutes } from '@kokoelma/contract/site';
import {
  languageOf,
  safeReturnTo,
  type AccountsService,
  type OidcClient,
} from '@kokoelma/accounts';
import type { AuthLimiter } from './auth-limits';
import { loginPageUrl } from './auth-forms';
import { signInRoutes } from './sign-in-routes';

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

/**
 * Sign-in at an OpenID Connect provider (production), through the sign-in routes every
 * provider shares (sign-in-routes.ts): /auth/oidc/login sends the browser to the
 * provider, /auth/oidc/callback finds or creates the user by (issuer, subject). Failures
 * go to /login with `error=sign_in_failed`, where the page offers to try again.
 */
export function oidcRoutes(app: FastifyInstance, options: OidcRoutesOptions) {
  signInRoutes(app, {
    ...options,
    provider: 'OIDC',
    routes: { login: authRoutes.oidcLogin, callback: authRoutes.oidcCallback },
    cookieName: 'kokoelma_oidc',
    returnTo: (asked, lang) => safeReturnTo(asked, lang),
    failurePage: (returnTo, error) =>
      loginPageUrl({ lang: languageOfPath(returnTo), returnTo, error }),
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
