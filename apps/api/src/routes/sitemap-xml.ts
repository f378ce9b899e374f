import type { FastifyInstance } from 'fastify';
import type { CollectionService } from '@kokoelma/collection';
import { LANGUAGES } from '@kokoelma/domain';
import { routePlugin } from './route-plugin';

/** URLs in one site-map file: the protocol allows 50,000; each object has three. */
export const OBJECTS_PER_SITEMAP = Math.floor(50_000 / LANGUAGES.length);

/** An object site map's number: 1 to 999,999 (16 billion objects), without leading zeros. */
const SITEMAP_PAGE = /^[1-9][0-9]{0,5}$/;

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

/** One <url> per language of a person's page, each listing all three as alternates. */
function personUrls(origin: string, id: string): string {
  const href = (l: string) => `${origin}/${l}/people/${encodeURIComponent(id)}`;
  const links = LANGUAGES.map(
    (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(href(l))}"/>`,
  ).join('');
  return LANGUAGES.map((l) => `<url><loc>${escapeXml(href(l))}</loc>${links}</url>`).join('\n');
}

/** Public galleries (visibility 'public'), newest first: the only galleries listed. */
export interface PublicGalleries {
  listPublic(limit: number): Promise<Array<{ slug: string; updatedAt: Date }>>;
}

/** One <url> per language of a public gallery. */
function galleryUrls(origin: string, slug: string, updatedAt: Date): string {
  const modified = `<lastmod>${updatedAt.toISOString()}</lastmod>`;
  return LANGUAGES.map(
    (l) =>
      `<url><loc>${escapeXml(`${origin}/${l}/galleries/${encodeURIComponent(slug)}`)}</loc>${modified}</url>`,
  ).join('\n');
}

/**
 * XML site maps for search engines: /sitemap.xml is an index of /sitemap-objects-N.xml
 * files, which together list every object in every language, of /sitemap-people-N.xml,
 * every person's page (the people objects name), and of
 * /sitemap-galleries.xml, the galleries their owners made public (never the ones shared
 * by link only).
 */
export function sitemapXmlPlugin(
  collection: CollectionService,
  origin: string,
  galleries?: PublicGalleries,
) {
  return async function plugin(app: FastifyInstance) {
    app.get('/sitemap.xml', async (_request, reply) => {
      const files = Math.max(1, Math.ceil((await collection.count()) / OBJECTS_PER_SITEMAP));
      const entries = Array.from(
        { length: files },
        (_, i) =>
          `<sitemap><loc>${escapeXml(`${origin}/sitemap-objects-${i + 1}.xml`)}</loc></sitemap>`,
      );
      const peopleFiles = Math.ceil((await collection.countPeople()) / OBJECTS_PER_SITEMAP);
      for (let i = 1; i <= peopleFiles; i++) {
        entries.push(
          `<sitemap><loc>${escapeXml(`${origin}/sitemap-people-${i}.xml`)}</loc></sitemap>`,
        );
      }
      if (galleries && (await galleries.listPublic(1)).length > 0) {
        entries.push(
          `<sitemap><loc>${escapeXml(`${origin}/sitemap-galleries.xml`)}</loc></sitemap>`,
        );
      }
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`,
        );
    });

    app.get('/sitemap-galleries.xml', async (_request, reply) => {
      const rows = galleries ? await galleries.listPublic(OBJECTS_PER_SITEMAP) : [];
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${rows.map((g) => galleryUrls(origin, g.slug, g.updatedAt)).join('\n')}\n</urlset>\n`,
        );
    });

    app.get<{ Params: { n: string } }>('/sitemap-people-:n.xml', async (request, reply) => {
      const n = SITEMAP_PAGE.test(request.params.n) ? Number(request.params.n) : 0;
      const ids =
        n >= 1
          ? await collection.personIds((n - 1) * OBJECTS_PER_SITEMAP, OBJECTS_PER_SITEMAP)
          : [];
      if (ids.length === 0) {
        return reply
          .status(404)
          .send({ error: 'not_found', message: `No people site map ${request.params.n}` });
      }
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${ids.map((id) => personUrls(origin, id)).join('\n')}\n</urlset>\n`,
        );
    });

    app.get<{ Params: { n: string } }>('/sitemap-objects-:n.xml', async (request, reply) => {
      // A page number as the index writes it (1, 2, … no "01", "1e0" or "0x1", so one
      // page has one address), small enough for its offset to be a number SQL takes.
      const n = SITEMAP_PAGE.test(request.params.n) ? Number(request.params.n) : 0;
      const ids =
        n >= 1
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

/** /sitemap.xml and its pages. */
export const sitemapXmlRoutesGroup = routePlugin(
  async (app) => {
    await app.register(sitemapXmlPlugin(app.collection, app.config.publicUrl, app.galleries));
  },
  'sitemap-xml-routes',
  ['collection', 'galleries'],
);
