import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Options of the security-headers plugin. */
export interface SecurityHeadersOptions {
  /** The site is served over https: ask browsers to upgrade any stray http request. */
  secure: boolean;
}

/**
 * Headers every answer carries. Scripts and styles run only from this origin or with the
 * request's nonce (no 'unsafe-inline'); nothing may frame the site; no <base> or plugins.
 */
async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(options.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true, preload: false },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    // Pages stay same-origin; image routes opt in to cross-origin embedding themselves.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
