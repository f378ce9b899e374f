import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { createReadStream, existsSync, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type } from 'typebox';
import { ALLOWED_IMAGE_WIDTHS, type CollectionService } from '@kokoelma/collection';
import { ErrorResponse } from '@kokoelma/contract';
import { LOCAL_ASSET_FILES_DIR, parseLocalAssetPath } from '@kokoelma/cms/server';
import {
  CONTENT_IMAGE_WIDTHS,
  IMAGE_FORMATS,
  OG_IMAGE_SIZE,
  imageFilename,
  imageUrl,
  type ImageFormat,
} from '@kokoelma/domain';
import { routePlugin } from './route-plugin';

/** Folder name of the local content's files beside the built server (see vite.config.ts). */
export const BUNDLED_FILES_FOLDER = 'cms-files';

/**
 * Where the local content's documents are. The built server is one bundle in
 * dist/apps/api (its chunks in assets/), where the library's own path no longer points at
 * libs/cms; the build copies the folder beside the bundle, so that copy comes first. Run
 * from source (tests), neither candidate exists and the library's path is right.
 */
export function localAssetFilesDir(moduleUrl: string = import.meta.url): string {
  // Built from variables so the bundler leaves these run-time lookups alone.
  const candidates = [`./${BUNDLED_FILES_FOLDER}`, `../${BUNDLED_FILES_FOLDER}`];
  for (const candidate of candidates) {
    const dir = fileURLToPath(new URL(candidate, moduleUrl));
    if (existsSync(dir)) return dir;
  }
  return LOCAL_ASSET_FILES_DIR;
}

/** The allowed width nearest above `asked` (the largest when none is): a bounded cache. */
export function snapWidth(asked: number | undefined): number {
  const width = asked ?? CONTENT_IMAGE_WIDTHS[1] ?? 1200;
  return (
    ALLOWED_IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? Math.max(...ALLOWED_IMAGE_WIDTHS)
  );
}

const FORMATS: Readonly<Record<string, ImageFormat>> = { jpg: 'jpg', webp: 'webp', avif: 'avif' };

const ImageQuery = Type.Object({
  w: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  q: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  fm: Type.Optional(Type.Union(['jpg', 'png', ...IMAGE_FORMATS].map((f) => Type.Literal(f)))),
  h: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  fit: Type.Optional(Type.String({ maxLength: 10 })),
});

const FileParams = Type.Object({ file: Type.String({ maxLength: 120 }) });

/** A file's bytes, streamed as they are (Fastify serialises no stream). */
const FileBody = Type.Unsafe<ReadStream>(
  Type.String({ format: 'binary', description: 'The file' }),
);

const notFound = (url: string) => ({ error: 'not_found', message: `No file at ${url}` });

/** Options of the local content's file routes. */
export interface CmsAssetRoutesOptions {
  collection: CollectionService;
  /** `{imageBase}` of object images: the local image route or the image server. */
  imageBase: string;
  /** Folder of the local content's documents. */
  filesDir: string;
}

/**
 * The files of the local content (only registered when the local content is used):
 * `/cms-assets/objects/{id}.jpg?w=` redirects to the first image of that demo object at
 * an allowed width, since the local content's pictures are the demo collection's own;
 * `/cms-assets/files/{name}.pdf` serves a shipped document.
 */
export function cmsAssetRoutesPlugin(options: CmsAssetRoutesOptions) {
  return async function plugin(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/cms-assets/objects/:file',
      {
        schema: {
          params: FileParams,
          querystring: ImageQuery,
          response: { 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const path = `/cms-assets/objects/${request.params.file}`;
        const asset = parseLocalAssetPath(path);
        if (asset?.kind !== 'object-image') return reply.status(404).send(notFound(path));
        const object = await options.collection.object(asset.objectId);
        const image = object?.images[0];
        if (!image) return reply.status(404).send(notFound(path));
        const { w, h, fm } = request.query;
        // A content page's og:image (1100 × 650, spec §2) is the object image cropped to
        // exactly that, as object pages have it: the /og-image route cuts it.
        if (w === OG_IMAGE_SIZE.width && h === OG_IMAGE_SIZE.height) {
          return reply
            .header('Cache-Control', 'public, max-age=3600')
            .redirect(`/og-image/${imageFilename(image)}`, 302);
        }
        const url = imageUrl({
          imageBase: options.imageBase,
          format: (fm && FORMATS[fm]) || 'jpg',
          width: snapWidth(w),
          image,
        });
        // The object's first image may change with an import, so the redirect is not
        // kept for long; the image it leads to is immutable.
        return reply.header('Cache-Control', 'public, max-age=3600').redirect(url, 302);
      },
    );
    app.get(
      '/cms-assets/files/:file',
      { schema: { params: FileParams, response: { 200: FileBody, 404: ErrorResponse } } },
      async (request, reply) => {
        const path = `/cms-assets/files/${request.params.file}`;
        const asset = parseLocalAssetPath(path);
        if (asset?.kind !== 'file') return reply.status(404).send(notFound(path));
        const file = join(options.filesDir, asset.fileName);
        const info = await stat(file).catch(() => null);
        if (!info?.isFile()) return reply.status(404).send(notFound(path));
        return reply
          .type(asset.contentType)
          .header('Content-Length', info.size)
          .header('Cache-Control', 'public, max-age=86400')
          .send(createReadStream(file));
      },
    );
  };
}

/** The local content's images (only with the local content, not with Contentful). */
export const cmsAssetRoutesGroup = routePlugin(
  async (app) => {
    if (app.content.kind !== 'local') return;
    await app.register(
      cmsAssetRoutesPlugin({
        collection: app.collection,
        imageBase: app.images.base,
        filesDir: localAssetFilesDir(),
      }),
    );
  },
  'cms-asset-routes',
  ['images', 'collection', 'content'],
);
