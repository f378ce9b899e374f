import type { FastifyInstance } from 'fastify';
import type { CollectionService } from '@kokoelma/collection';
import { imageFilename } from '@kokoelma/domain';

/** A photo for the error page, and whom to credit for it (spec §2: the photo credit). */
export interface ErrorPhoto {
  url: string;
  credit: string;
}

/**
 * A photo from the collection for the error page when none is configured: the first
 * search result with an image whose photographer is known, as the 1100 × 650 crop the
 * object pages' link previews use (/og-image), credited to its photographer.
 */
export async function collectionErrorPhoto(
  collection: Pick<CollectionService, 'search'>,
): Promise<ErrorPhoto | null> {
  const { data } = await collection.search({ hasImage: true }, 'fi');
  for (const object of data) {
    const image = object.images.find((candidate) => candidate.photographer?.trim());
    if (image?.photographer) {
      return { url: `/og-image/${imageFilename(image)}`, credit: image.photographer.trim() };
    }
  }
  return null;
}

/**
 * Fills `config.errorPhoto` from the collection once the server is ready, when no photo
 * is configured (embedded defaults), and tries again each minute while the collection
 * has none (an import may bring it later). Every page rendered from then on has it.
 */
export function withCollectionErrorPhoto<
  // The web app's public settings: named here so their literal types are kept.
  T extends { errorPhoto: ErrorPhoto | null; apiKeySignIn?: 'github' | 'oidc' | 'local' },
>(app: FastifyInstance, collection: Pick<CollectionService, 'search'>, config: T): T {
  if (config.errorPhoto) return config;
  let timer: NodeJS.Timeout | null = null;
  const fill = async () => {
    timer = null;
    try {
      config.errorPhoto = await collectionErrorPhoto(collection);
    } catch (error) {
      app.log.warn({ err: error }, 'no photo for the error page yet');
    }
    if (!config.errorPhoto) timer = setTimeout(() => void fill(), 60_000).unref();
  };
  app.addHook('onReady', async () => {
    await fill();
  });
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
  });
  return config;
}
