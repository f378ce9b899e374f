import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A route file's plugin as the app registers it (tier 3 of the composition root): named,
 * it needs the capabilities it reads from the instance (`app.collection`, `app.mail`, …),
 * so registered before them the start fails with Fastify's missing-dependency error. The
 * routes themselves are registered inside it, in their own encapsulated scope.
 */
export const routePlugin = (
  plugin: (app: FastifyInstance) => Promise<void>,
  name: string,
  needs: string[],
) => fp(plugin, { name, dependencies: ['config', 'database', ...needs] });
