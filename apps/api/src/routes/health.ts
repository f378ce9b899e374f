import type { FastifyInstance } from 'fastify';
import { healthRoutes } from '@kokoelma/contract/site';
import type { BuildInfo } from '../plugins/app-config';
import { ALWAYS_ANSWER } from '../plugins/overload';
import { readiness } from '../plugins/server-plugins';
import { routePlugin } from './route-plugin';

/** Liveness, readiness and version: what load balancers and operators poll. */
export function healthRoutesPlugin(
  build: BuildInfo,
  isReady: () => Promise<Record<string, boolean>>,
) {
  return async function plugin(app: FastifyInstance) {
    // Liveness answers even when the server sheds load: busy is not dead.
    app.route({
      ...healthRoutes.health,
      config: ALWAYS_ANSWER,
      handler: async () => ({ status: 'ok' as const }),
    });
    app.route({
      ...healthRoutes.ready,
      handler: async (_request, reply) => {
        const checks = await isReady();
        const ready = Object.values(checks).every(Boolean);
        return reply
          .status(ready ? 200 : 503)
          .send({ status: ready ? 'ready' : 'not_ready', checks });
      },
    });
    app.route({
      ...healthRoutes.version,
      // The build only: naming the runtime (its exact Node version) would tell an attacker
      // which published vulnerabilities to try.
      handler: async () => ({ name: build.name, version: build.version, commit: build.commit }),
    });
  };
}

/** Liveness, readiness and version. */
export const healthRoutesGroup = routePlugin(
  async (app) => {
    await app.register(healthRoutesPlugin(app.build, () => readiness(app)));
  },
  'health-routes',
  ['overload'],
);
