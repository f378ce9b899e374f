import type { FastifyInstance } from 'fastify';
import { apiKeyPagePath, githubAuthRoutes } from '@kokoelma/contract/site';
import {
  languageOf,
  safeReturnTo,
  type AccountsService,
  type GithubClient,
} from '@kokoelma/accounts';
import type { Language } from '@kokoelma/domain';
import type { AuthLimiter } from './auth-limits';
import { signInRoutes } from './sign-in-routes';

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

/**
 * Sign-in with GitHub for API keys (spec §6 "API key login uses an external GitHub-style
 * sign-in", §7 "/auth/github and its callback"), through the sign-in routes every
 * provider shares (sign-in-routes.ts): /auth/github sends the browser to GitHub,
 * /auth/github/callback finds or creates the account linked to the GitHub user id and
 * goes on to returnTo (the key screen by default). Failures go back to /apikey/login
 * with `error`.
 */
export function githubRoutes(app: FastifyInstance, options: GithubRoutesOptions) {
  signInRoutes(app, {
    ...options,
    provider: 'GitHub',
    routes: { login: githubAuthRoutes.login, callback: githubAuthRoutes.callback },
    cookieName: 'kokoelma_github',
    returnTo: (asked, lang) => (asked ? safeReturnTo(asked, lang) : apiKeyPagePath('form', lang)),
    failurePage: (returnTo, error, lang) =>
      apiKeyPagePath('login', lang ?? languageOfReturn(returnTo), { error }),
  });
}

/** The language of where the sign-in returns: /sv/… or /apikey/form?lang=sv; else Finnish. */
function languageOfReturn(returnTo: string | undefined): Language {
  if (!returnTo) return languageOf(undefined);
  const url = new URL(returnTo, 'http://site.invalid');
  return languageOf(url.searchParams.get('lang') ?? url.pathname.split('/')[1]);
}
