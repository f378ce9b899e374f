import { type Gallery } from '@kokoelma/contract';
import { pathTo } from '@kokoelma/contract/site';
import { isLanguage, type Language } from '@kokoelma/domain';

// Embedding a public gallery in another site: the compact view other sites may frame
// (/{lang}/embed/galleries/{slug}), the <iframe> snippet that frames it, and the size
// rules of the oEmbed answer (https://oembed.com). Only a public gallery is embeddable:
// a link-only gallery's address is a secret, and a private one is its owner's alone.

/** The embed view of a gallery: /{lang}/embed/galleries/{slug}. */
export function galleryEmbedPath(lang: Language, gallery: Pick<Gallery, 'slug'>): string {
  return pathTo('gallery-embed', { lang, slug: gallery.slug });
}

const EMBED_PATH = /^\/([a-z]{2})\/embed\/galleries\/([^/]+)\/?$/;
const GALLERY_PATH = /^\/([a-z]{2})\/(?:embed\/)?galleries\/([^/]+)\/?$/;

/**
 * True for the address of an embed view (whatever the slug): the one route other sites
 * may frame, and one that no cache may keep (a gallery made private stops at once).
 */
export function isGalleryEmbedPath(pathname: string): boolean {
  const match = EMBED_PATH.exec(pathname);
  return match !== null && isLanguage(match[1]);
}

/**
 * The language and slug of a gallery's address on the site (its view or its embed view),
 * or null for any other path. The slug is not checked here: an unknown one is a 404.
 */
export function galleryPathParts(pathname: string): { lang: Language; slug: string } | null {
  const match = GALLERY_PATH.exec(pathname);
  if (!match || !isLanguage(match[1]) || !match[2]) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  return { lang: match[1], slug };
}

/** The size the embed's frame asks for when the embedding site sets no limit (CSS pixels). */
export const EMBED_SIZE = { width: 640, height: 480 } as const;

/**
 * The frame's size within the consumer's limits (oEmbed `maxwidth` / `maxheight`, which a
 * provider must respect): the default size, made no larger than either limit. The view
 * is responsive, so any size works down to a 320 px phone and below.
 */
export function embedSize(limits: { maxwidth?: number; maxheight?: number } = {}): {
  width: number;
  height: number;
} {
  const cap = (size: number, max: number | undefined) =>
    max !== undefined && Number.isFinite(max) && max >= 1 ? Math.min(size, Math.floor(max)) : size;
  return {
    width: cap(EMBED_SIZE.width, limits.maxwidth),
    height: cap(EMBED_SIZE.height, limits.maxheight),
  };
}

function attribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * The <iframe> that embeds a gallery, as the gallery page offers it to copy and the oEmbed
 * answer's `html` carries it. Its title names the frame for screen readers (the gallery's
 * name, in the embedding page's terms); every value is escaped, since the name is the
 * owner's own text.
 */
export function embedSnippet(options: {
  src: string;
  title: string;
  width: number;
  height: number;
}): string {
  const { src, title, width, height } = options;
  return (
    `<iframe src="${attribute(src)}" width="${width}" height="${height}" ` +
    `title="${attribute(title)}" loading="lazy" style="border:0;max-width:100%"></iframe>`
  );
}
