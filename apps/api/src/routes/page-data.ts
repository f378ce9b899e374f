import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageDataRoute, siteRoute } from '@kokoelma/contract/site';
import type { PageDataSource } from '../pages/page-data';
import { trackViewer } from '../pages/page-viewer';
import { requestViewer } from '../plugins/session';
import { ANONYMOUS_API_CACHE, LIVE_CACHE, PERSONAL_CACHE } from '../plugins/http-cache';
import { isGalleryEmbedPath } from '@kokoelma/galleries';
import { asksPreview, withoutPreview } from '../plugins/preview';
import { routePlugin } from './route-plugin';

/** GET /api/pagedata (client-side navigation) and GET /api/site. */
export function pageDataRoutesPlugin(
  source: PageDataSource,
  /** Whether this request may see drafts (?preview=true in `query`); default: anyone. */
  previewAllowed: (request: FastifyRequest) => boolean = () => true,
) {
  return async function plugin(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.route({
      ...pageDataRoute,
      handler: async (request, reply) => {
        const { viewer, asked } = trackViewer(() => requestViewer(request));
        const query = request.query.query ?? '';
        // Drafts only with the preview cookie (where one is needed): else published content.
        const preview = asksPreview(query) && previewAllowed(request);
        const data = await source.pageData(
          request.query.path,
          preview ? query : withoutPreview(query),
          viewer,
        );
        // Public data, the same for everyone: a CDN may keep it a minute (ETag: app.ts).
        // A page that asked who the visitor is (a gallery), or a preview, is theirs alone.
        // A gallery's embed view ends the moment the gallery is not public: kept nowhere.
        reply.header(
          'cache-control',
          isGalleryEmbedPath(request.query.path)
            ? LIVE_CACHE
            : asked() || preview
              ? PERSONAL_CACHE
              : ANONYMOUS_API_CACHE,
        );
        if (!data) {
          return reply
            .status(404)
            .send({ error: 'not_found', message: `No page at ${request.query.path}` });
        }
        return data;
      },
    });
    app.route({
      ...siteRoute,
      handler: async (_request, reply) => {
        reply.header('cache-control', ANONYMOUS_API_CACHE);
        return source.site();
      },
    });
  };
}

/** Page data and site facts, drafts for those the preview lets in. */
export const pageDataRoutesGroup = routePlugin(
  async (app) => {
    const { pages, preview } = app;
    await app.register(pageDataRoutesPlugin(pages, (request) => preview.allowed(request)));
  },
  'page-data-routes',
  ['content', 'pages'],
);
