import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiKeyPagePath, apiKeyRoutes } from '@kokoelma/contract/site';
import {
  ApiKeyError,
  NotSignedInError,
  languageOf,
  type ApiKeyService,
  type User,
} from '@kokoelma/accounts';
import { apiKeyApprovalJob, AUTO_APPROVAL_DELAY_MS } from './apikey-approval';
import { PERSONAL_CACHE } from '../plugins/http-cache';
import { routePlugin } from './route-plugin';

/** What the API key routes need. */
export interface ApiKeyRoutesOptions {
  apiKeys: ApiKeyService;
  /** How long after its request `auto` approval approves a key (default 3 s). */
  approvalDelayMs?: number;
}

/** The signed-in user of a key request, or 401. A key is one person's: never cached. */
async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<User> {
  reply.header('cache-control', PERSONAL_CACHE);
  const session = await request.currentSession();
  if (!session) throw new NotSignedInError();
  return session.user;
}

/** The screen's own form posted without script (the browser's default form encoding). */
function isFormPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return type.toLowerCase().startsWith('application/x-www-form-urlencoded');
}

/**
 * The API key screen's calls (spec §7): the visitor's key, and requesting, regenerating
 * and revoking it. Scripts get JSON. The screen's forms also work before (or without)
 * the page's script: a form post is answered 303 back to /apikey/form — with `error`
 * naming what was wrong, or to /apikey/login when nobody is signed in. State-changing
 * requests with a session cookie pass the origin check (plugins/origin-check).
 *
 * With `auto` approval the approval job runs here: a few seconds after each request it
 * approves the keys waiting for it, and once at start-up for any left from before.
 */
export function apiKeyRoutesPlugin(options: ApiKeyRoutesOptions) {
  const { apiKeys } = options;
  return async function plugin(fastify: FastifyInstance) {
    // Form bodies only in this plugin's scope, as in the auth routes.
    await fastify.register(formbody);
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const job =
      apiKeys.approval === 'auto'
        ? apiKeyApprovalJob(apiKeys, {
            delayMs: options.approvalDelayMs ?? AUTO_APPROVAL_DELAY_MS,
            log: fastify.log,
          })
        : null;
    if (job) {
      fastify.addHook('onReady', async () => job.schedule());
      fastify.addHook('onClose', async () => job.close());
    }

    /**
     * Runs a state change; a form post gets a 303 back to the screen instead of JSON
     * (its answer cannot be shown without script), failures included.
     */
    async function change<T>(
      request: FastifyRequest<{ Querystring: { lang?: string } }>,
      reply: FastifyReply,
      action: (user: User) => Promise<T>,
    ): Promise<T | null> {
      if (!isFormPost(request)) return action(await signedIn(request, reply));
      const lang = languageOf(request.query.lang);
      try {
        await action(await signedIn(request, reply));
        reply.redirect(apiKeyPagePath('form', lang), 303);
      } catch (error) {
        if (error instanceof NotSignedInError) {
          reply.redirect(apiKeyPagePath('login', lang), 303);
        } else if (error instanceof ApiKeyError) {
          reply.redirect(apiKeyPagePath('form', lang, { error: error.reason }), 303);
        } else {
          throw error;
        }
      }
      return null;
    }

    app.route({
      ...apiKeyRoutes.details,
      handler: async (request, reply) => {
        const user = await signedIn(request, reply);
        return { details: await apiKeys.details(user.id), approval: apiKeys.approval };
      },
    });
    app.route({
      ...apiKeyRoutes.request,
      handler: async (request, reply) => {
        const issued = await change(request, reply, async (user) => {
          const result = await apiKeys.request(user.id, request.body.description);
          job?.schedule();
          return result;
        });
        if (!issued) return reply;
        return reply.status(201).send({ details: issued.details, key: issued.key });
      },
    });
    app.route({
      ...apiKeyRoutes.regenerate,
      handler: async (request, reply) => {
        const issued = await change(request, reply, (user) => apiKeys.regenerate(user.id));
        if (!issued) return reply;
        return { details: issued.details, key: issued.key };
      },
    });
    app.route({
      ...apiKeyRoutes.revoke,
      handler: async (request, reply) => {
        const done = await change(request, reply, async (user) => {
          await apiKeys.revoke(user.id);
          return true;
        });
        if (!done) return reply;
        return reply.status(204).send(null);
      },
    });
  };
}

/** The key screen's routes (`/api/apikey…`). */
export const apiKeyRoutesGroup = routePlugin(
  async (app) => {
    await app.register(apiKeyRoutesPlugin({ apiKeys: app.apiKeys }));
  },
  'api-key-routes',
  ['accounts', 'api-keys'],
);
