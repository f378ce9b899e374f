import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Options of the security-headers plugin. */
export interface SecurityHeadersOptions {
  /** The site is served over https: ask browsers to upgrade any stray http request. */
  secure: boolean;
  /** Hosts beyond this origin that pages embed (videos, CMS images, the consent tool). */
  contentSources?: ContentSources;
  /**
   * The paths other sites may frame (a public gallery's embed view): their policy says
   * `frame-ancestors *` and they carry no X-Frame-Options. Every other path keeps
   * `frame-ancestors 'none'`. Default: none.
   */
  frameable?: (path: string) => boolean;
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
  const directives = {
    defaultSrc: ["'none'"],
    scriptSrc: ["'self'", ...(options.contentSources?.scripts ?? []), `'nonce-${SCRIPT_SLOT}'`],
    styleSrc: ["'self'", `'nonce-${STYLE_SLOT}'`],
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
  };
  // Helmet writes the policy (and checks it) once, with a slot for each nonce; every
  // answer fills the slots with its own nonces. The other headers never change: helmet's
  // middleware is made once, not per request.
  const policyTemplate = (frameAncestors: string[]) =>
    String(
      helmetHeaders(
        helmet.contentSecurityPolicy({
          useDefaults: false,
          directives: { ...directives, frameAncestors },
        }),
      )['content-security-policy'],
    ).split(new RegExp(`(${SCRIPT_SLOT}|${STYLE_SLOT})`));
  const template = policyTemplate(["'none'"]);
  // Framed by any site: the embed view holds no form, no session and nothing to click
  // but links that open the site in a new window, so framing it cannot trick a visitor.
  const frameableTemplate = policyTemplate(['*']);
  const headers = helmetHeaders(
    helmet({
      contentSecurityPolicy: false,
      // Two years, subdomains too; `preload` lets the museum submit the domain to
      // browsers' built-in lists (hstspreload.org), which is its decision: the flag alone
      // changes nothing. Only for a site served over https (PUBLIC_URL): browsers ignore
      // it on plain http, and it would only tell a reader the site is not on https.
      strictTransportSecurity: options.secure
        ? { maxAge: 63_072_000, includeSubDomains: true, preload: true }
        : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      // Pages stay same-origin; image routes opt in to cross-origin embedding themselves.
      crossOriginResourcePolicy: { policy: 'same-origin' },
    }),
  );
  headers['permissions-policy'] = permissionsPolicy(options.contentSources?.frames ?? []);
  // A frameable page: no X-Frame-Options (it would forbid what the policy allows), and
  // readable by an embedding page that requires CORP of what it frames (COEP).
  const frameableHeaders: Record<string, string> = {
    ...headers,
    'cross-origin-resource-policy': 'cross-origin',
  };
  delete frameableHeaders['x-frame-options'];
  const frameable = options.frameable ?? (() => false);
  const nonces = noncePool();

  // Set on every request before anything reads it.
  app.decorateReply('cspNonce', null as unknown as FastifyReply['cspNonce']);
  app.addHook('onRequest', (request, reply, done) => {
    const nonce = { script: nonces(), style: nonces() };
    reply.cspNonce = nonce;
    // The path as the page is rendered from it (pageAddress: backslashes and dot segments
    // resolved), so that what is framed is the page that was allowed to be.
    const path = renderedPath(request.url);
    const framed = (request.method === 'GET' || request.method === 'HEAD') && frameable(path);
    const csp = (framed ? frameableTemplate : template)
      .map((part) =>
        part === SCRIPT_SLOT ? nonce.script : part === STYLE_SLOT ? nonce.style : part,
      )
      .join('');
    reply.headers(framed ? frameableHeaders : headers).header('content-security-policy', csp);
    done();
  });
}

/**
 * `policy` with one directive's sources replaced (added when it has none): for the one
 * page that needs what the site's policy refuses, set by its route, so that no other
 * answer's policy changes.
 */
export function withDirective(policy: string, name: string, sources: readonly string[]): string {
  const directive = `${name} ${sources.join(' ')}`;
  const parts = policy.split(';').map((part) => part.trim());
  const at = parts.findIndex((part) => part === name || part.startsWith(`${name} `));
  if (at === -1) return [...parts.filter((part) => part !== ''), directive].join(';');
  parts[at] = directive;
  return parts.join(';');
}

/** A request's path as a URL parser reads it (as the page is rendered from it). */
function renderedPath(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return '';
  }
}

/**
 * Powerful features the site never uses, refused to its pages and to every frame in them
 * (a video player, the consent tool), so that an injected script or a compromised frame
 * cannot ask for them. Only names browsers recognise (an unknown one is at best ignored):
 * `interest-cohort`, FLoC's, is gone; `browsing-topics` is its successor.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/**
 * The Permissions-Policy header: every feature in {@link DENIED_FEATURES} off; full screen
 * and picture-in-picture for this origin and the framed video players (their iframes ask
 * for both with `allow`), nobody else. The clipboard (copy-link buttons) keeps its default,
 * this origin only.
 */
export function permissionsPolicy(frames: readonly string[]): string {
  const origins = frames.filter((origin) => /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin));
  const players = ['self', ...origins.map((origin) => `"${origin}"`)].join(' ');
  return [
    ...DENIED_FEATURES.map((feature) => `${feature}=()`),
    `fullscreen=(${players})`,
    `picture-in-picture=(${players})`,
  ].join(', ');
}

const SCRIPT_SLOT = 'kokoelmaScriptNonceSlot';
const STYLE_SLOT = 'kokoelmaStyleNonceSlot';

/** The headers a helmet middleware sets, read once from a stand-in response. */
function helmetHeaders(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Nonces of 128 random bits (hex, as helmet made them), cut from a buffer of 256 at a
 * time: one call to the random source per 256 nonces instead of one per nonce.
 */
function noncePool(): () => string {
  const SIZE = 16;
  let pool = Buffer.alloc(0);
  let at = 0;
  return () => {
    if (at >= pool.length) {
      pool = randomBytes(SIZE * 256);
      at = 0;
    }
    const nonce = pool.toString('hex', at, at + SIZE);
    at += SIZE;
    return nonce;
  };
}

declare module 'fastify' {
  interface FastifyReply {
    /** This answer's CSP nonces, for its inline scripts and styles. */
    cspNonce: { script: string; style: string };
  }
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
