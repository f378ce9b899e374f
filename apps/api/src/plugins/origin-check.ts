import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CrossSiteRequestError } from '@kokoelma/accounts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Check the origin even without a session cookie (sign-in: no login CSRF). */
    originCheck?: boolean;
  }
}

/** Options of the origin check. */
export interface OriginCheckOptions {
  /** PUBLIC_URL when set: the one origin pages are served from. */
  publicUrl?: string | undefined;
  /** Requests carrying this cookie are checked. */
  sessionCookieName: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery protection without tokens: a state-changing request
 * (POST, PUT, PATCH, DELETE) that carries the session cookie, or goes to a route marked
 * `originCheck`, must come from the site's own pages, else 403. Modern browsers say where
 * a request comes from in Sec-Fetch-Site; others send Origin. A request with neither
 * comes from no browser that could be tricked into sending it, and passes: the
 * algorithm of Go's net/http CrossOriginProtection (Filippo Valsorda, "CSRF", 2025).
 * SameSite=Lax on the cookie is the second layer.
 */
async function originCheck(app: FastifyInstance, options: OriginCheckOptions) {
  const siteOrigin = options.publicUrl ? new URL(options.publicUrl).origin : null;

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const guarded =
      request.routeOptions.config?.originCheck === true ||
      request.cookies?.[options.sessionCookieName] !== undefined;
    if (guarded && !isSameOrigin(request, siteOrigin)) throw new CrossSiteRequestError();
  });
}

/** True when the browser says, or the Origin shows, that the request is from this site. */
export function isSameOrigin(request: FastifyRequest, siteOrigin: string | null): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  // 'none': typed in the address bar or a bookmark, which no other site can cause.
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (siteOrigin) return origin === siteOrigin;
  // Without PUBLIC_URL the site is wherever it was reached: compare with the scheme and
  // Host it was reached by (an https page is not this http site, nor the other way).
  try {
    return new URL(origin).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

export const originCheckPluginFp = fp(originCheck, {
  name: 'origin-check',
  dependencies: ['session'],
});
