import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  galleryManifest,
  objectManifest,
  type CollectionService,
  type ManifestLinks,
} from '@kokoelma/collection';
import { iiifRoutes, type SharedGallery } from '@kokoelma/contract';
import { IIIF_PRESENTATION_MEDIA_TYPE, isSketchbook } from '@kokoelma/domain';
import { iiifCors, sendJsonLd } from './iiif-http';
import { PERSONAL_CACHE } from '../plugins/http-cache';
import { iiifImageBase } from '../iiif-config';
import { routePlugin } from './route-plugin';

/** The most pages of a sketchbook a manifest shows (as many as the object page lists). */
export const MAX_MANIFEST_CHILDREN = 200;

/** The most artworks of a gallery a manifest shows, in the gallery's order. */
export const MAX_GALLERY_CANVASES = 1000;

/** Options of the manifest routes. */
export interface IiifManifestRoutesOptions {
  readonly collection: Pick<CollectionService, 'object' | 'objects'>;
  /** The shared view of a gallery by its slug, as anyone without a session sees it. */
  readonly sharedGallery: (slug: string) => Promise<SharedGallery>;
  readonly links: ManifestLinks;
}

/**
 * IIIF Presentation API 3.0 manifests (https://iiif.io/api/presentation/3.0/) of every
 * object and of every gallery anyone with its link may see; a private, unknown or empty
 * gallery is a 404. Object manifests are cached for an hour (imports change objects),
 * public galleries' manifests for five minutes (owners change galleries); a gallery seen
 * through its link is `private, no-store` and kept out of search engines.
 */
export function iiifManifestRoutesPlugin({
  collection,
  sharedGallery,
  links,
}: IiifManifestRoutesOptions) {
  return async function plugin(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    iiifCors(app, { preflight: true });

    app.route({
      ...iiifRoutes.objectManifest,
      handler: async (request, reply) => {
        const id = Number(request.params.objectId);
        const object = Number.isSafeInteger(id) ? await collection.object(id) : null;
        if (!object) {
          return reply
            .status(404)
            .send({ error: 'not_found', message: `No object ${request.params.objectId}` });
        }
        const children = isSketchbook(object)
          ? await collection.objects(object.children.slice(0, MAX_MANIFEST_CHILDREN))
          : [];
        return sendJsonLd(request, reply, objectManifest({ object, children, links }), {
          jsonLd: IIIF_PRESENTATION_MEDIA_TYPE,
          maxAge: 3600,
        });
      },
    });

    app.route({
      ...iiifRoutes.galleryManifest,
      handler: async (request, reply) => {
        // GalleryNotFoundError (404) for an unknown slug and for a private gallery.
        const gallery = await sharedGallery(request.params.gallerySlug);
        const notFound = () =>
          reply.status(404).send({ error: 'not_found', message: 'There is no such gallery.' });
        if (gallery.visibility === 'private') return notFound();
        const ids = gallery.objects.slice(0, MAX_GALLERY_CANVASES).map((object) => object.id);
        const objects = ids.length > 0 ? await collection.objects(ids) : [];
        const manifest = galleryManifest({ gallery, objects, links });
        if (!manifest) {
          return reply.status(404).send({
            error: 'not_found',
            message: 'The gallery holds no artworks of the collection.',
          });
        }
        const linkOnly = gallery.visibility !== 'public';
        if (linkOnly) reply.header('X-Robots-Tag', 'noindex');
        return sendJsonLd(request, reply, manifest, {
          jsonLd: IIIF_PRESENTATION_MEDIA_TYPE,
          maxAge: 300,
          // A gallery seen through its link is for those who hold the link, and the owner
          // may revoke it at any moment: no shared cache may keep it, nor the browser.
          ...(linkOnly ? { cacheControl: PERSONAL_CACHE } : {}),
        });
      },
    });
  };
}

/** IIIF Presentation manifests of objects and shared galleries. */
export const iiifManifestRoutesGroup = routePlugin(
  async (app) => {
    const { config, collection, galleries, images } = app;
    await app.register(
      iiifManifestRoutesPlugin({
        collection,
        sharedGallery: (slug) => galleries.getShared(slug, null),
        links: {
          publicUrl: config.publicUrl,
          imageBase: images.absoluteBase,
          iiifImageBase: iiifImageBase(config),
        },
      }),
    );
  },
  'iiif-manifest-routes',
  ['images', 'collection', 'galleries'],
);
