import type { FastifyInstance } from 'fastify';
import type { CollectionService } from '@kokoelma/collection';
import { LANGUAGES } from '@kokoelma/domain';

/** URLs in one site-map file: the protocol allows 50,000; each object has three. */
export const OBJECTS_PER_SITEMAP = Math.floor(50_000 / LANGUAGES.length);

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One <url> per language of an object, each listing all three as hreflang alternates. */
function objectUrls(origin: string, id: number): string {
  const links = LANGUAGES.map(
    (l) =>
      `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(`${origin}/${l}/object/${id}`)}"/>`,
  ).join('');
  return LANGUAGES.map(
    (l) => `<url><loc>${escapeXml(`${origin}/${l}/object/${id}`)}</loc>${links}</url>`,
  ).join('\n');
}

/**
 * XML site maps for search engines: /sitemap.xml is an index of /sitemap-objects-N.xml
 * files, which together list every object in every language.
 */
export function sitemapXmlPlugin(collection: CollectionService, origin: string) {
  return async function plugin(app: FastifyInstance) {
    app.get('/sitemap.xml', async (_request, reply) => {
      const files = Math.max(1, Math.ceil((await collection.count()) / OBJECTS_PER_SITEMAP));
      const entries = Array.from(
        { length: files },
        (_, i) =>
          `<sitemap><loc>${escapeXml(`${origin}/sitemap-objects-${i + 1}.xml`)}</loc></sitemap>`,
      );
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`,
        );
    });

    app.get<{ Params: { n: string } }>('/sitemap-objects-:n.xml', async (request, reply) => {
      const n = Number(request.params.n);
      const ids =
        Number.isSafeInteger(n) && n >= 1
          ? await collection.objectIds((n - 1) * OBJECTS_PER_SITEMAP, OBJECTS_PER_SITEMAP)
          : [];
      if (ids.length === 0) return reply.callNotFound();
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${ids.map((id) => objectUrls(origin, id)).join('\n')}\n</urlset>\n`,
        );
    });
  };
}
