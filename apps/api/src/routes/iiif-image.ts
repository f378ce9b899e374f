import { createReadStream } from 'node:fs';
import { normalizeIP } from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  IIIF_PROFILE_URI,
  iiifImageInfo,
  parseIiifImageRequest,
  type IiifImageService,
} from '@kokoelma/collection';
import { iiifRoutes } from '@kokoelma/contract';
import { IIIF_IMAGE_MEDIA_TYPE, IIIF_PATH, iiifImageServiceId } from '@kokoelma/domain';
import { iiifCors, sendJsonLd } from './iiif-http';
import { routePlugin } from './route-plugin';

const YEAR = 31_536_000;
const DAY = 86_400;

/** Image ids only; any other identifier names no image here. */
const IMAGE_ID = /^[0-9]{1,20}$/;

function noImage(reply: FastifyReply, identifier: string) {
  return reply.status(404).send({ error: 'not_found', message: `No image ${identifier}` });
}

/** Options of the Image API routes. */
export interface IiifImageRoutesOptions {
  readonly service: IiifImageService;
  /** The site's public origin: info.json ids and canonical links are absolute under it. */
  readonly publicUrl: string;
}

/**
 * IIIF Image API 3.0, level 2 (https://iiif.io/api/image/3.0/) under /iiif/3 for every
 * local original: the base URI redirect, info.json, and image requests. Every answer,
 * errors included, is readable from any origin (CORS) and embeddable anywhere; images
 * are immutable for a year (a changed original changes its ETag), info.json is cached for
 * a day. Bad parameters are a 400 naming the parameter (an upscale beyond twice the
 * region too); an unknown image a 404; a busy renderer a 503 with Retry-After, and a
 * client that asked for more rendering than its share a 429 with Retry-After.
 */
export function iiifImageRoutesPlugin({ service, publicUrl }: IiifImageRoutesOptions) {
  const serviceBase = `${publicUrl.replace(/\/+$/, '')}${IIIF_PATH}`;
  return async function plugin(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    // The preflight route is the manifests plugin's, which is always there.
    iiifCors(app, { preflight: false });

    app.route({
      ...iiifRoutes.imageBase,
      handler: async (request, reply) => {
        const { identifier } = request.params;
        const size = IMAGE_ID.test(identifier) ? await service.size(identifier) : null;
        if (!size) return noImage(reply, identifier);
        return reply.redirect(`${iiifImageServiceId(serviceBase, identifier)}/info.json`, 303);
      },
    });

    app.route({
      ...iiifRoutes.imageInfo,
      handler: async (request, reply) => {
        const { identifier } = request.params;
        const size = IMAGE_ID.test(identifier) ? await service.size(identifier) : null;
        if (!size) return noImage(reply, identifier);
        const id = iiifImageServiceId(serviceBase, identifier);
        reply.header('Link', `<${IIIF_PROFILE_URI}>;rel="profile"`);
        return sendJsonLd(request, reply, iiifImageInfo(id, size, { limits: service.limits }), {
          jsonLd: IIIF_IMAGE_MEDIA_TYPE,
          maxAge: DAY,
        });
      },
    });

    app.route({
      ...iiifRoutes.image,
      handler: async (request, reply) => {
        const { identifier, region, size, rotation, quality } = request.params;
        if (!IMAGE_ID.test(identifier)) return noImage(reply, identifier);
        // The syntax is checked before any file is touched; a bad parameter is a 400.
        const parsed = parseIiifImageRequest({ region, size, rotation, qualityFormat: quality });
        // Renders are charged to the client's address (request.ip: TRUST_PROXY decides
        // whether a forwarded one counts), an IPv6 client's whole /64 as one, as every
        // other limit does; cached answers cost nothing.
        const rendered = await service.render(identifier, parsed, normalizeIP(request.ip));
        if (!rendered) return noImage(reply, identifier);
        const canonical = `${iiifImageServiceId(serviceBase, identifier)}/${rendered.plan.canonical}`;
        reply
          .header('Cache-Control', `public, max-age=${YEAR}, immutable`)
          .header('ETag', rendered.etag)
          .header('Link', `<${canonical}>;rel="canonical", <${IIIF_PROFILE_URI}>;rel="profile"`);
        if (request.headers['if-none-match'] === rendered.etag) return reply.status(304).send();
        reply.type(rendered.contentType);
        return 'path' in rendered.body
          ? reply.send(createReadStream(rendered.body.path))
          : reply.send(rendered.body.data);
      },
    });
  };
}

/** The IIIF Image API over the local store (the image server has its own). */
export const iiifImageRoutesGroup = routePlugin(
  async (app) => {
    const { local } = app.images;
    if (local) {
      await app.register(
        iiifImageRoutesPlugin({ service: local.iiif, publicUrl: app.config.publicUrl }),
      );
    }
  },
  'iiif-image-routes',
  ['images'],
);
