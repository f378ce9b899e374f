import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentRoutes } from '@kokoelma/contract/site';
import { verifyWebhookSecret } from '@kokoelma/cms/server';
import type { PageDataSource } from '../pages/page-data';
import { routePlugin } from './route-plugin';

/** Options of the content routes. */
export interface ContentRoutesOptions {
  /** Menu, footer and content search, as the server render gets them. */
  source: Pick<PageDataSource, 'contentFrame' | 'contentSearch'>;
  /** Empties the content cache. */
  clearCache: () => void;
  /** The shared secret Contentful's webhook sends; without one the webhook is refused. */
  webhookSecret: string | undefined;
  /** Whether this request may search drafts (the preview cookie); default: anyone. */
  previewAllowed?: (request: FastifyRequest) => boolean;
}

// Contentful posts its webhook bodies with its own media type; the route does not read
// the body (any publish clears the whole cache), it only needs Fastify to accept it.
const CONTENTFUL_MEDIA_TYPE = 'application/vnd.contentful.management.v1+json';

/**
 * POST /api/contentfulsearch (the menu's site search; POST /api/contentsearch is the same
 * for pages loaded before it was renamed), GET /api/content-frame/{lang} (menu and footer
 * for client-side language changes) and POST /api/cms/webhook (a publish in the CMS clears
 * the content cache, so editors see their change within seconds).
 */
export function contentRoutesPlugin(options: ContentRoutesOptions) {
  return async function plugin(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addContentTypeParser(CONTENTFUL_MEDIA_TYPE, { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    for (const route of [contentRoutes.search, contentRoutes.searchAlias]) {
      app.route({
        ...route,
        handler: async (request) => {
          const { search, lang, preview } = request.body;
          // Drafts only for whom preview is allowed; anyone else searches published content.
          const drafts = preview === true && (options.previewAllowed?.(request) ?? true);
          return options.source.contentSearch(search ?? '', lang ?? '', drafts);
        },
      });
    }
    app.route({
      ...contentRoutes.frame,
      handler: async (request, reply) => {
        // Menus change when editors publish; a minute keeps the CDN and browsers close.
        reply.header('Cache-Control', 'public, max-age=60');
        return options.source.contentFrame(request.params.lang);
      },
    });
    app.route({
      ...contentRoutes.webhook,
      handler: async (request, reply) => {
        const secret = request.headers['x-webhook-secret'];
        if (!verifyWebhookSecret(secret, options.webhookSecret)) {
          return reply
            .status(401)
            .send({ error: 'unauthorized', message: 'Missing or wrong X-Webhook-Secret' });
        }
        options.clearCache();
        request.log.info('CMS webhook: content cache cleared');
        return { cleared: true };
      },
    });
  };
}

/** The content frame and search, and the CMS webhook. */
export const contentRoutesGroup = routePlugin(
  async (app) => {
    const { config, pages, preview } = app;
    await app.register(
      contentRoutesPlugin({
        source: pages,
        clearCache: () => app.contentChanged(),
        webhookSecret: config.CONTENTFUL_WEBHOOK_SECRET,
        previewAllowed: (request) => preview.allowed(request),
      }),
    );
  },
  'content-routes',
  ['content', 'pages'],
);
