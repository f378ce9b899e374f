import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createApiKeyService, type ApiKeyService } from '@kokoelma/accounts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Keys of the public API: the key screen's operations and `verify(raw)`. */
    apiKeys: ApiKeyService;
  }
}

/** The API-keys capability: the key screen uses it, the public API checks keys with it. */
async function apiKeysCapability(app: FastifyInstance) {
  app.decorate(
    'apiKeys',
    createApiKeyService(app.database.db, { approval: app.config.API_KEY_APPROVAL }),
  );
}

export const apiKeysPlugin = fp(apiKeysCapability, {
  name: 'api-keys',
  dependencies: ['config', 'database'],
});
