import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authRoutes, type AuthErrorReason } from '@kokoelma/contract/site';
import { AccountError, languageOf, safeReturnTo } from '@kokoelma/accounts';
import type { Language } from '@kokoelma/domain';
import type { LocalSignIn } from './auth-local';
import { PERSONAL_CACHE } from '../plugins/http-cache';

/** Where the /login page is, with what it shows. */
export function loginPageUrl(page: {
  lang: Language;
  returnTo: string;
  error?: AuthErrorReason;
  signup?: boolean;
}): string {
  const query = new URLSearchParams({ lang: page.lang, returnTo: page.returnTo });
  if (page.error) query.set('error', page.error);
  if (page.signup) query.set('signup', 'true');
  return `/login?${query}`;
}

/**
 * POST /login: the /login page's sign-in and registration forms, working without
 * JavaScript. Success: a new session and 303 to returnTo. Failure: 303 back to /login
 * with `error` (an AuthErrorReason) for the page to explain, and the same lang,
 * returnTo and signup. Passwords never go into the URL, and neither do addresses.
 */
export function loginFormRoute(app: FastifyInstance, local: LocalSignIn) {
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    ...authRoutes.loginForm,
    config: { originCheck: true },
    handler: async (request, reply) => {
      const form = request.body;
      const lang = languageOf(form.lang);
      const returnTo = safeReturnTo(form.returnTo, lang);
      const signup = form.signup === 'true';
      try {
        const email = form.email ?? '';
        const password = form.password ?? '';
        const user = signup
          ? await local.register(request, reply, { email, password, name: form.name ?? '' })
          : await local.authenticate(request, reply, email, password);
        await reply.signIn(user.id);
        return reply.redirect(returnTo, 303);
      } catch (error) {
        if (!(error instanceof AccountError)) throw error;
        reply.header('cache-control', PERSONAL_CACHE);
        return reply.redirect(loginPageUrl({ lang, returnTo, error: error.reason, signup }), 303);
      }
    },
  });
}

/**
 * /logout: signs out and goes to the front page (in `lang`). GET is the header's plain
 * link, so it is a state change on GET: it signs out only when the browser says the
 * click came from this site (or does not say), so another site cannot link visitors
 * out. POST (a form button) is guarded by the origin check like every other post.
 */
export function logoutRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const frontPage = (request: FastifyRequest<{ Querystring: { lang?: string } }>) =>
    `/${languageOf(request.query.lang)}/`;
  api.route({
    ...authRoutes.logoutPage,
    handler: async (request, reply) => {
      const site = request.headers['sec-fetch-site'];
      if (site === undefined || site === 'same-origin' || site === 'none') await reply.signOut();
      reply.header('cache-control', PERSONAL_CACHE);
      return reply.redirect(frontPage(request), 303);
    },
  });
  api.route({
    ...authRoutes.logoutForm,
    handler: async (request, reply) => {
      await reply.signOut();
      return reply.redirect(frontPage(request), 303);
    },
  });
}
