import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Options of the security-headers plugin. */
export interface SecurityHeadersOptions {
  /** The site is served over https: ask browsers to upgrade any stray http request. */
  secure: boolean;
  /** Hosts beyond this origin that pages embed (videos, CMS images, the consent tool). */
  contentSources?: ContentSources;
}

/** Other origins pages may load from, each list for one kind of resource. */
export interface ContentSources {
  /** iframes: video players. */
  frames: readonly string[];
  images: readonly string[];
  scripts: readonly string[];
  /** fetch/XHR/beacons: error reports, analytics, the consent tool. */
  connect?: readonly string[];
}

/**
 * Headers every answer carries. Scripts and styles run only from this origin or with the
 * request's nonce (no 'unsafe-inline'); nothing may frame the site; no <base> or plugins.
 * Every kind of resource a page loads has its own directive and default-src is 'none', so
 * a kind nobody listed (web manifests, prefetches, workers outside script-src) is refused
 * rather than allowed from this origin. `npm run observatory` scores these headers with
 * the MDN HTTP Observatory; security-headers.test.ts holds each one the score needs.
 */
async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'", ...(options.contentSources?.scripts ?? [])],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...(options.contentSources?.images ?? [])],
        // Nothing is framed but video players, and only when the visitor asks for one.
        frameSrc: ["'self'", ...(options.contentSources?.frames ?? [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(options.contentSources?.connect ?? [])],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(options.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Two years, subdomains too; `preload` lets the museum submit the domain to browsers'
    // built-in lists (hstspreload.org), which is its decision: the flag alone changes nothing.
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true, preload: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    // Pages stay same-origin; image routes opt in to cross-origin embedding themselves.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
