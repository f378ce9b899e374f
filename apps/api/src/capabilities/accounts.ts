import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAccountsService, type SessionLifetimes } from '@kokoelma/accounts';
import type { Config } from '../config';
import { originCheckPluginFp } from '../plugins/origin-check';
import { sessionPluginFp } from '../plugins/session';

const DAY_MS = 86_400_000;

/** The session lifetimes the configuration asks for. */
export function sessionLifetimes(config: Config): SessionLifetimes {
  return {
    idleMs: config.SESSION_IDLE_DAYS * DAY_MS,
    absoluteMs: config.SESSION_ABSOLUTE_DAYS * DAY_MS,
  };
}

/**
 * The accounts capability: the accounts service (`app.accounts`, decorated by the session
 * plugin), the session cookie and `request.currentSession()` for every route, and the
 * origin check on every state-changing request. Registered before every route, so all of
 * them see both. /api/auth/me shows the gallery count: galleries come first.
 */
async function accountsCapability(app: FastifyInstance) {
  const { config, galleries } = app;
  const accounts = createAccountsService(app.database.db, {
    lifetimes: sessionLifetimes(config),
    countGalleries: (userId) => galleries.countGalleries(userId),
  });
  await app.register(sessionPluginFp, { accounts, secure: config.secure });
  await app.register(originCheckPluginFp, {
    publicUrl: config.PUBLIC_URL,
    sessionCookieName: app.sessionCookieName,
  });
}

export const accountsPlugin = fp(accountsCapability, {
  name: 'accounts',
  dependencies: ['config', 'database', 'galleries'],
});
