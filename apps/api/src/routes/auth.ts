import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { authRoutes } from '@kokoelma/contract/site';
import { NotSignedInError, type AccountsService } from '@kokoelma/accounts';
import type { LocalSignIn } from './auth-local';
import { PERSONAL_CACHE } from '../plugins/http-cache';

/**
 * The JSON API of local accounts: register and sign in (each sets a fresh session
 * cookie and answers with the current user). Registered only without an OIDC provider.
 */
export function localAuthApi(app: FastifyInstance, accounts: AccountsService, local: LocalSignIn) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.route({
    ...authRoutes.register,
    config: { originCheck: true },
    handler: async (request, reply) => {
      const user = await local.register(request, reply, request.body);
      await reply.signIn(user.id);
      return reply.status(201).send(await accounts.currentUser(user));
    },
  });
  api.route({
    ...authRoutes.login,
    config: { originCheck: true },
    handler: async (request, reply) => {
      const { email, password } = request.body;
      const user = await local.authenticate(request, reply, email, password);
      await reply.signIn(user.id);
      return accounts.currentUser(user);
    },
  });
}

/** The session API, the same with either kind of sign-in: who am I, and sign out. */
export function sessionApi(app: FastifyInstance, accounts: AccountsService) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.route({
    ...authRoutes.me,
    handler: async (request, reply) => {
      reply.header('cache-control', PERSONAL_CACHE);
      const session = await request.currentSession();
      if (!session) {
        // A cookie of an ended session is of no use to anyone: the browser may drop it.
        if (request.cookies[app.sessionCookieName]) await reply.signOut();
        throw new NotSignedInError();
      }
      return accounts.currentUser(session.user);
    },
  });
  api.route({
    ...authRoutes.logout,
    config: { originCheck: true },
    handler: async (_request, reply) => {
      await reply.signOut();
      return reply.status(204).send(null);
    },
  });
}
