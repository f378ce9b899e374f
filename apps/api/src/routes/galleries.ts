import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP, type RateLimitPluginOptions } from '@fastify/rate-limit';
import { galleryRoutes, type CollectionObject } from '@kokoelma/contract/site';
import { NotSignedInError, type User } from '@kokoelma/accounts';
import {
  EmailUnverifiedError,
  ShareEmailLimitError,
  type FullGalleryService,
} from '@kokoelma/galleries/server';
import { galleryExport } from './gallery-export';
import { PERSONAL_CACHE } from '../plugins/http-cache';
import { rateLimitStore } from '../plugins/redis';
import { routePlugin } from './route-plugin';

/** What the routes need besides the service; each part is optional. */
export interface GalleryRouteDeps {
  /** The export's objects (without it, the export lists ids and notes only). */
  objects?: (ids: readonly number[]) => Promise<readonly CollectionObject[]>;
  /** The site's origin for the export's links. */
  publicUrl?: string;
  /** A share e-mail was queued: deliver it (SMTP). Without it, it waits in the outbox. */
  onEmailQueued?: () => void;
  /**
   * Caps on galleries shared by e-mail, per client address and for the whole site, each
   * per hour, counted in the rate-limit store (Redis when configured: across instances).
   */
  /**
   * Whether the user's address is verified; without it (no SMTP: nothing is sent) any
   * user may queue a share e-mail. With it, an unverified user gets 403 email_unverified.
   */
  emailVerified?: (userId: string) => Promise<boolean>;
  shareEmailLimits?: {
    perIpPerHour: number;
    perHour: number;
    store?: Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError'>;
  };
}

const HOUR_MS = 3_600_000;

/**
 * The share e-mail caps: one per client address and one for everybody together, so that
 * neither many accounts from one address nor many addresses can turn the site's mail
 * into a relay. Throws ShareEmailLimitError (429 with Retry-After) beyond either.
 */
async function shareEmailCaps(
  app: FastifyInstance,
  limits: NonNullable<GalleryRouteDeps['shareEmailLimits']>,
): Promise<(request: FastifyRequest) => Promise<void>> {
  await app.register(rateLimit, { global: false, ...limits.store });
  const perIp = app.createRateLimit({
    max: limits.perIpPerHour,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `share-ip:${normalizeIP(request.ip)}`,
  });
  const everyone = app.createRateLimit({
    max: limits.perHour,
    timeWindow: HOUR_MS,
    keyGenerator: () => 'share-all',
  });
  return async (request) => {
    for (const limit of [perIp, everyone]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new ShareEmailLimitError(result.ttlInSeconds);
      }
    }
  };
}

/**
 * The signed-in user of a gallery request, or 401. Every gallery answer is one person's
 * data: no shared cache may keep it.
 */
async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<User> {
  reply.header('cache-control', PERSONAL_CACHE);
  const session = await request.currentSession();
  if (!session) throw new NotSignedInError();
  return session.user;
}

/**
 * Galleries and favourites (spec §7). Everything but the shared view needs a session;
 * state-changing requests with a session cookie pass the origin check (plugins/origin-check).
 * Path ids are validated by the schemas before any query (400), and a gallery that is
 * not the visitor's answers 404, like one that does not exist.
 */
export function galleryRoutesPlugin(galleries: FullGalleryService, deps: GalleryRouteDeps = {}) {
  return async function plugin(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const capShareEmail = deps.shareEmailLimits
      ? await shareEmailCaps(fastify, deps.shareEmailLimits)
      : null;

    app.route({
      ...galleryRoutes.list,
      handler: async (request, reply) => galleries.listMine((await signedIn(request, reply)).id),
    });
    app.route({
      ...galleryRoutes.create,
      handler: async (request, reply) => {
        const user = await signedIn(request, reply);
        return reply.status(201).send(await galleries.create(user.id, request.body));
      },
    });
    app.route({
      ...galleryRoutes.edit,
      handler: async (request, reply) => {
        const user = await signedIn(request, reply);
        return galleries.getForEdit(
          user.id,
          Number(request.params.galleryId),
          request.query.editToken,
        );
      },
    });
    app.route({
      ...galleryRoutes.shared,
      handler: async (request, reply) => {
        // Open to anyone with the link; `owned` depends on who asks, so not cacheable.
        reply.header('cache-control', PERSONAL_CACHE);
        const session = await request.currentSession();
        return galleries.getShared(request.params.gallerySlug, session?.user.id ?? null);
      },
    });
    app.route({
      ...galleryRoutes.rename,
      handler: async (request, reply) => {
        const user = await signedIn(request, reply);
        return galleries.update(user.id, Number(request.params.galleryId), request.body);
      },
    });
    app.route({
      ...galleryRoutes.remove,
      handler: async (request, reply) => {
        const user = await signedIn(request, reply);
        await galleries.delete(user.id, Number(request.params.galleryId));
        return reply.status(204).send(null);
      },
    });
    app.route({
      ...galleryRoutes.addArtwork,
      handler: async (request, reply) => {
        const user = await signedIn(request, reply);
        const { galleryId, artworkId } = request.params;
        return galleries.addArtwork(
          user.id,
          Number(galleryId),
          Number(artworkId),
          request.query.editToken,
        );
      },
    });
    app.route({
      ...galleryRoutes.removeArtwork,
      handler: async (request, reply) => {
        const user = await signedIn(request, reply);
        const { galleryId, artworkId } = request.params;
        return galleries.removeArtwork(
          user.id,
          Number(galleryId),
          Number(artworkId),
          request.query.editToken,
        );
      },
    });
    app.route({
      ...galleryRoutes.note,
      handler: async (request, reply) => {
        const user = await signedIn(request, reply);
        const { galleryId, artworkId } = request.params;
        return galleries.setNote(
          user.id,
          Number(galleryId),
          Number(artworkId),
          request.body.note,
          request.query.editToken,
        );
      },
    });
    app.route({
      ...galleryRoutes.order,
      handler: async (request, reply) => {
        const user = await signedIn(request, reply);
        return galleries.reorder(
          user.id,
          Number(request.params.galleryId),
          request.body.artworkIds,
          request.query.editToken,
        );
      },
    });
    app.route({
      ...galleryRoutes.removeArtworks,
      handler: async (request, reply) => {
        const user = await signedIn(request, reply);
        return galleries.removeArtworks(
          user.id,
          Number(request.params.galleryId),
          request.body.artworkIds,
          request.query.editToken,
        );
      },
    });
    app.route({
      ...galleryRoutes.copyArtworks,
      handler: async (request, reply) => {
        const user = await signedIn(request, reply);
        return galleries.copyArtworks(
          user.id,
          Number(request.params.galleryId),
          request.body.artworkIds,
          request.body.targetGalleryId,
          request.query.editToken,
        );
      },
    });
    app.route({
      ...galleryRoutes.deleted,
      handler: async (request, reply) => galleries.listDeleted((await signedIn(request, reply)).id),
    });
    app.route({
      ...galleryRoutes.restore,
      handler: async (request, reply) => {
        const user = await signedIn(request, reply);
        return galleries.restore(user.id, Number(request.params.galleryId));
      },
    });
    for (const [route, operation] of [
      [galleryRoutes.rotateViewLink, galleries.rotateViewLink],
      [galleryRoutes.createEditLink, galleries.createEditLink],
      [galleryRoutes.revokeEditLink, galleries.revokeEditLink],
    ] as const) {
      app.route({
        ...route,
        handler: async (request, reply) => {
          const user = await signedIn(request, reply);
          return operation(user.id, Number(request.params.galleryId));
        },
      });
    }
    app.route({
      ...galleryRoutes.export,
      handler: async (request, reply) => {
        // Whoever may view the gallery may keep a copy of it.
        reply.header('cache-control', PERSONAL_CACHE);
        const session = await request.currentSession();
        const gallery = await galleries.getShared(
          request.params.gallerySlug,
          session?.user.id ?? null,
        );
        const objects = deps.objects ? await deps.objects(gallery.objects.map((o) => o.id)) : [];
        const file = (gallery.name || 'favourites').replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60);
        reply.header(
          'content-disposition',
          `attachment; filename="gallery.json"; filename*=UTF-8''${encodeURIComponent(file)}.json`,
        );
        return galleryExport(gallery, objects, deps.publicUrl ?? '');
      },
    });
    app.route({
      ...galleryRoutes.mergeFavourites,
      handler: async (request, reply) => {
        const user = await signedIn(request, reply);
        return galleries.mergeFavourites(user.id, request.body.artworkIds);
      },
    });
    app.route({
      ...galleryRoutes.share,
      handler: async (request, reply) => {
        const user = await signedIn(request, reply);
        const { lang, email } = request.body;
        if (email !== undefined) {
          if (deps.emailVerified && !(await deps.emailVerified(user.id))) {
            throw new EmailUnverifiedError();
          }
          await capShareEmail?.(request);
        }
        const { outboxId, ...shared } = await galleries.share(
          user.id,
          Number(request.params.galleryId),
          {
            ...(lang ? { lang } : {}),
            ...(email !== undefined ? { email } : {}),
            senderName: user.name,
          },
        );
        if (outboxId !== null) {
          // Without SMTP (the embedded default) the e-mail waits in the outbox table, and
          // this line says so. The address itself stays out of the log.
          request.log.info({ outboxId }, 'gallery share e-mail queued in the outbox');
          deps.onEmailQueued?.();
        }
        return shared;
      },
    });
    app.route({
      ...galleryRoutes.favourites,
      handler: async (request, reply) => galleries.favourites((await signedIn(request, reply)).id),
    });
    app.route({
      ...galleryRoutes.addFavourite,
      handler: async (request, reply) => {
        const user = await signedIn(request, reply);
        return galleries.addFavourite(user.id, Number(request.params.artworkId));
      },
    });
    app.route({
      ...galleryRoutes.removeFavourite,
      handler: async (request, reply) => {
        const user = await signedIn(request, reply);
        return galleries.removeFavourite(user.id, Number(request.params.artworkId));
      },
    });
  };
}

/** `/api/galleries…` and `/api/favourites…`. */
export const galleryRoutesGroup = routePlugin(
  async (app) => {
    const { config, collection, galleries, accounts, mail } = app;
    await app.register(
      galleryRoutesPlugin(galleries, {
        objects: (ids) => collection.objects(ids),
        publicUrl: config.publicUrl,
        ...(mail.delivers
          ? {
              onEmailQueued: () => mail.queued(),
              // Mail is sent for verified addresses only (OIDC accounts count as verified).
              emailVerified: async (userId: string) =>
                (await accounts.emailVerificationState(userId)).verified,
            }
          : {}),
        shareEmailLimits: {
          perIpPerHour: config.SHARE_EMAIL_PER_IP_PER_HOUR,
          perHour: config.SHARE_EMAIL_PER_HOUR,
          store: rateLimitStore(app, 'share-limit:'),
        },
      }),
    );
  },
  'gallery-routes',
  ['redis', 'accounts', 'collection', 'galleries', 'mail'],
);
