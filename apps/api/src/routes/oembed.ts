import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { oembedRoute, type OembedResponse } from '@kokoelma/contract';
import { type CollectionObject } from '@kokoelma/contract/site';
import { OG_IMAGE_SIZE, imageFilename } from '@kokoelma/domain';
import { embedSize, embedSnippet, galleryEmbedPath, galleryPathParts } from '@kokoelma/galleries';
import { messagesFor } from '@kokoelma/i18n';
import { publicGallery, type GalleryPageSource } from '../pages/gallery-page-data';
import { LIVE_CACHE } from '../plugins/http-cache';
import { routePlugin } from './route-plugin';

/** What the oEmbed endpoint needs: public galleries by slug, their objects, the origin. */
export interface OembedDeps {
  galleries: GalleryPageSource;
  /** Collection objects by id (the thumbnail is the first artwork's image). */
  objects: (ids: readonly number[]) => Promise<CollectionObject[]>;
  /** The site's public origin (no trailing slash): addresses given must be on it. */
  publicUrl: string;
}

/** An absolute http(s) address, or null for anything else (a 400). */
function absoluteUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * GET /oembed (https://oembed.com): the `rich` answer for a public gallery's address,
 * `{site}/{lang}/galleries/{slug}` (or its embed view's), whose `html` frames the embed
 * view in the address's language at the size asked for. Not an address: 400. Not a
 * public gallery of this site: 404, exactly like a gallery that does not exist. A format
 * other than JSON: 501, as the spec asks. Nobody keeps the answer, and anyone may read it
 * (CORS), as consumers in the browser do.
 */
export function oembedRoutesPlugin(deps: OembedDeps) {
  const site = new URL(deps.publicUrl);
  return async function plugin(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.route({
      ...oembedRoute,
      handler: async (request, reply) => {
        reply.header('cache-control', LIVE_CACHE).header('access-control-allow-origin', '*');
        const { url: asked, format = 'json', maxwidth, maxheight } = request.query;
        if (format !== 'json') {
          return reply
            .status(501)
            .send({ error: 'not_implemented', message: 'Only format=json is offered.' });
        }
        const url = absoluteUrl(asked);
        if (!url) {
          return reply.status(400).send({
            error: 'bad_request',
            message: 'url must be an absolute http or https address.',
          });
        }
        const parts = url.host === site.host ? galleryPathParts(url.pathname) : null;
        const gallery = parts ? await publicGallery(deps.galleries, parts.slug) : null;
        if (!parts || !gallery) {
          return reply
            .status(404)
            .send({ error: 'not_found', message: 'No public gallery at that address.' });
        }
        const messages = messagesFor(parts.lang);
        const title = gallery.name || messages['galleries.favourites'];
        const size = embedSize({ maxwidth, maxheight });
        const answer: OembedResponse = {
          type: 'rich',
          version: '1.0',
          title,
          provider_name: messages['header.logo'],
          provider_url: `${deps.publicUrl}/`,
          html: embedSnippet({
            src: `${deps.publicUrl}${galleryEmbedPath(parts.lang, gallery)}`,
            title,
            ...size,
          }),
          ...size,
        };
        // The thumbnail is the first artwork's link-preview image (as the gallery page's
        // og:image), offered only where it fits the consumer's limits.
        const fits =
          (maxwidth === undefined || maxwidth >= OG_IMAGE_SIZE.width) &&
          (maxheight === undefined || maxheight >= OG_IMAGE_SIZE.height);
        const ids = gallery.objects.slice(0, 20).map((object) => object.id);
        if (fits && ids.length > 0) {
          const image = (await deps.objects(ids)).find((object) => object.images.length > 0)
            ?.images[0];
          if (image) {
            answer.thumbnail_url = `${deps.publicUrl}/og-image/${imageFilename(image)}`;
            answer.thumbnail_width = OG_IMAGE_SIZE.width;
            answer.thumbnail_height = OG_IMAGE_SIZE.height;
          }
        }
        return answer;
      },
    });
  };
}

/** oEmbed answers for public galleries, so other sites embed one by pasting its link. */
export const oembedRoutesGroup = routePlugin(
  async (app) => {
    const { collection, galleries, config } = app;
    await app.register(
      oembedRoutesPlugin({
        galleries,
        objects: (ids) => collection.objects(ids),
        publicUrl: config.publicUrl,
      }),
    );
  },
  'oembed-routes',
  ['collection', 'galleries'],
);
