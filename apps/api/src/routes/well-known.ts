import type { FastifyInstance } from 'fastify';
import { routePlugin } from './route-plugin';

/** The files machines look for at fixed addresses: crawlers and security researchers. */
export interface WellKnownOptions {
  /** The site's origin, no trailing slash. */
  publicUrl: string;
  /** Where to report a security problem (URIs, the preferred first). */
  securityContacts: readonly string[];
  /** The clock (tests fix it). */
  now?: () => Date;
}

/** How far ahead security.txt's Expires lies: RFC 9116 asks for less than a year. */
const SECURITY_TXT_DAYS = 360;
const DAY_MS = 86_400_000;

/** The contacts SECURITY_CONTACT names, or the site's contact page when it is unset. */
export function securityContacts(publicUrl: string, setting: string | undefined): string[] {
  const listed = (setting ?? '')
    .split(',')
    .map((contact) => contact.trim())
    .filter((contact) => contact !== '');
  return listed.length > 0 ? listed : [`${publicUrl}/fi/yhteystiedot`];
}

/** robots.txt: every page may be crawled, and the site-map index lists them all. */
export function robotsTxt(publicUrl: string): string {
  return [
    '# Kokoelma: every page may be crawled. The site-map index lists every object,',
    '# person and public gallery in fi, sv and en.',
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * security.txt (RFC 9116): whom to tell, in which languages, and until when this file
 * holds. Expires is always about a year ahead (counted from the start of today, UTC, so
 * that every answer of one day is the same file), so the file never goes stale while the
 * site runs; the contacts come from the configuration.
 */
export function securityTxt(options: WellKnownOptions, now: Date): string {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const expires = new Date(today + SECURITY_TXT_DAYS * DAY_MS).toISOString().replace('.000', '');
  return [
    ...options.securityContacts.map((contact) => `Contact: ${contact}`),
    `Expires: ${expires}`,
    'Preferred-Languages: fi, sv, en',
    `Canonical: ${options.publicUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}

/** /robots.txt and /.well-known/security.txt (and the legacy /security.txt). */
export function wellKnownPlugin(options: WellKnownOptions) {
  const now = options.now ?? (() => new Date());
  const robots = robotsTxt(options.publicUrl);
  return async function plugin(app: FastifyInstance) {
    app.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(robots),
    );
    app.get('/.well-known/security.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(securityTxt(options, now())),
    );
    // RFC 9116 §3: the top-level path may redirect to the one under /.well-known/.
    app.get('/security.txt', async (_request, reply) =>
      reply.redirect('/.well-known/security.txt', 301),
    );
  };
}

/** The well-known files, from the configuration. */
export const wellKnownRoutesGroup = routePlugin(
  async (app) => {
    const { config } = app;
    await app.register(
      wellKnownPlugin({
        publicUrl: config.publicUrl,
        securityContacts: securityContacts(config.publicUrl, config.SECURITY_CONTACT),
      }),
    );
  },
  'well-known-routes',
  [],
);
