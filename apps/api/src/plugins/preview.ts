import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { safeReturnTo } from '@kokoelma/accounts';
import { DEFAULT_LANGUAGE } from '@kokoelma/domain';
import { PERSONAL_CACHE } from './http-cache';
import { routePlugin } from '../routes/route-plugin';

/** How long a preview cookie lets its browser see drafts. */
export const PREVIEW_SECONDS = 60 * 60;

/** The preview cookie's name: `__Host-` prefixed on https, like the session cookie. */
export function previewCookieName(secure: boolean): string {
  return secure ? '__Host-kokoelma_preview' : 'kokoelma_preview';
}

/** Who may see drafts (`?preview=true` on pages, the content API and the content search). */
export interface PreviewAccess {
  /** Whether preview needs the signed cookie (a real CMS, or a configured secret). */
  readonly gated: boolean;
  /** Whether this request may see drafts: always when not gated, else with a valid cookie. */
  allowed(request: FastifyRequest): boolean;
}

export interface PreviewAccessOptions {
  /** CONTENTFUL_PREVIEW_SECRET; without it a gated site never shows drafts. */
  secret: string | undefined;
  /** Preview needs the cookie (Contentful is configured, or a secret is). */
  gated: boolean;
  /** The site is served over https: the cookie is Secure and `__Host-` prefixed. */
  secure: boolean;
  /** Seconds since the epoch (tests). */
  now?: () => number;
}

const sign = (secret: string, expires: number) =>
  createHmac('sha256', secret).update(`kokoelma-preview.${expires}`).digest('base64url');

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Equal strings, compared in constant time whatever their lengths. */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

/** A cookie value `{expires}.{HMAC}`: valid while unexpired and signed with the secret. */
export function previewCookieValue(secret: string, expires: number): string {
  return `${expires}.${sign(secret, expires)}`;
}

/** The preview rules of the site; see {@link previewRoutesPlugin} for the link. */
export function createPreviewAccess(options: PreviewAccessOptions): PreviewAccess {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const name = previewCookieName(options.secure);
  const { secret } = options;
  return {
    gated: options.gated,
    allowed(request) {
      if (!options.gated) return true;
      if (!secret) return false;
      const value = request.cookies?.[name];
      if (typeof value !== 'string' || value.length > 200) return false;
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
      if (!match) return false;
      const expires = Number(match[1]);
      if (expires <= now()) return false;
      return sameSecret(match[2] ?? '', sign(secret, expires));
    },
  };
}

/** Whether a query string (with or without `?`) asks for preview. */
export function asksPreview(query: string): boolean {
  return new URLSearchParams(query).get('preview') === 'true';
}

/** The query string without its `preview` parameter (what a visitor without the cookie gets). */
export function withoutPreview(query: string): string {
  const params = new URLSearchParams(query);
  if (!params.has('preview')) return query;
  params.delete('preview');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

const PreviewLinkQuery = Type.Object(
  {
    secret: Type.String({ maxLength: 500 }),
    redirect: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

/**
 * GET /api/preview?secret=…&redirect=/fi/artikkelit/… — the CMS's preview link. With the
 * right CONTENTFUL_PREVIEW_SECRET it sets a signed (HMAC), HttpOnly, SameSite=Lax,
 * short-lived ({@link PREVIEW_SECONDS}) preview cookie, Secure on https, and redirects to
 * `redirect` (a path on this site only, as sign-in's returnTo; the front page otherwise)
 * with `preview=true` added. A wrong or missing secret is a 401.
 */
export function previewRoutesPlugin(options: Omit<PreviewAccessOptions, 'gated'>) {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  return async function plugin(app: FastifyInstance) {
    app.get(
      '/api/preview',
      { schema: { querystring: PreviewLinkQuery } },
      async (request, reply) => {
        const { secret, redirect } = request.query as { secret: string; redirect?: string };
        // The link carries the secret: no cache keeps the answer, no next page learns it.
        reply.header('Cache-Control', PERSONAL_CACHE).header('Referrer-Policy', 'no-referrer');
        if (!options.secret || !sameSecret(secret, options.secret)) {
          return reply
            .status(401)
            .send({ error: 'unauthorized', message: 'Missing or wrong preview secret' });
        }
        const target = new URL(safeReturnTo(redirect, DEFAULT_LANGUAGE), 'http://kokoelma.invalid');
        target.searchParams.set('preview', 'true');
        const expires = now() + PREVIEW_SECONDS;
        reply.setCookie(
          previewCookieName(options.secure),
          previewCookieValue(options.secret, expires),
          {
            path: '/',
            httpOnly: true,
            sameSite: 'lax',
            secure: options.secure,
            maxAge: PREVIEW_SECONDS,
          },
        );
        return reply.redirect(`${target.pathname}${target.search}${target.hash}`, 303);
      },
    );
  };
}

/** `/api/preview…`: the preview cookie's routes (CONTENTFUL_PREVIEW_SECRET). */
export const previewRoutesGroup = routePlugin(
  async (app) => {
    const { config } = app;
    await app.register(
      previewRoutesPlugin({ secret: config.CONTENTFUL_PREVIEW_SECRET, secure: config.secure }),
    );
  },
  'preview-routes',
  [],
);
