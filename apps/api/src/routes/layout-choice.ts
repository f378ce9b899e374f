import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  LAYOUT_COOKIE_MAX_AGE,
  layoutChoiceRoute,
  layoutCookieName,
} from '@kokoelma/contract/site';
import { languageOf, safeReturnTo } from '@kokoelma/accounts';
import { PERSONAL_CACHE } from '../plugins/http-cache';
import { routePlugin } from './route-plugin';

/**
 * POST /layout: the layout switcher of result and gallery pages as a form, so that a
 * choice pressed before the page's script has started (or without script) is kept. Sets
 * the cookie the page's script writes itself (`kokoelma_layout_{page}`, read by the page
 * rendering), then 303 back to `returnTo` — a path on this site, else the front page of
 * `lang`. A bad layout or page is a 400 (the schema) and sets nothing; a post from another
 * site's page is refused by the origin check (403).
 */
export async function layoutChoiceRoutesPlugin(fastify: FastifyInstance) {
  // Form bodies only in this plugin's scope, as in the auth and API key routes.
  await fastify.register(formbody);
  fastify.withTypeProvider<TypeBoxTypeProvider>().route({
    ...layoutChoiceRoute,
    config: { originCheck: true },
    handler: async (request, reply) => {
      const { layout, page, lang, returnTo } = request.body;
      // Not Secure and not HttpOnly: the same cookie as the script's, which reads it.
      reply.setCookie(layoutCookieName(page), layout, {
        path: '/',
        maxAge: LAYOUT_COOKIE_MAX_AGE,
        sameSite: 'lax',
      });
      reply.header('cache-control', PERSONAL_CACHE);
      return reply.redirect(safeReturnTo(returnTo, languageOf(lang)), 303);
    },
  });
}

export const layoutChoiceRoutesGroup = routePlugin(
  async (app) => {
    await app.register(layoutChoiceRoutesPlugin);
  },
  'layout-choice-routes',
  // The origin check comes with the accounts capability.
  ['accounts'],
);
