import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { galleryRoutes } from '@kokoelma/contract';
import { NotSignedInError, type User } from '@kokoelma/accounts';
import type { GalleryService } from '@kokoelma/galleries/server';

/**
 * The signed-in user of a gallery request, or 401. Every gallery answer is one person's
 * data: no shared cache may keep it.
 */
async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<User> {
  reply.header('cache-control', 'no-store');
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
export function galleryRoutesPlugin(galleries: GalleryService) {
  return async function plugin(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

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
        return galleries.getForEdit(user.id, Number(request.params.galleryId));
      },
    });
    app.route({
      ...galleryRoutes.shared,
      handler: async (request, reply) => {
        // Open to anyone with the link; `owned` depends on who asks, so not cacheable.
        reply.header('cache-control', 'no-store');
        const session = await request.currentSession();
        return galleries.getShared(request.params.gallerySlug, session?.user.id ?? null);
      },
    });
    app.route({
      ...galleryRoutes.rename,
      handler: async (request, reply) => {
        const user = await signedIn(request, reply);
        return galleries.rename(user.id, Number(request.params.galleryId), request.body.name);
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
        return galleries.addArtwork(user.id, Number(galleryId), Number(artworkId));
      },
    });
    app.route({
      ...galleryRoutes.removeArtwork,
      handler: async (request, reply) => {
        const user = await signedIn(request, reply);
        const { galleryId, artworkId } = request.params;
        return galleries.removeArtwork(user.id, Number(galleryId), Number(artworkId));
      },
    });
    app.route({
      ...galleryRoutes.share,
      handler: async (request, reply) => {
        const user = await signedIn(request, reply);
        const { lang, email } = request.body;
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
          // The embedded default has no SMTP: the e-mail waits in the outbox table, and
          // this line says so. The address itself stays out of the log.
          request.log.info({ outboxId }, 'gallery share e-mail queued in the outbox');
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
