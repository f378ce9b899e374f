import { describe, expect, it } from 'vitest';
import {
  EMBED_SIZE,
  embedSize,
  embedSnippet,
  galleryEmbedPath,
  galleryPathParts,
  isGalleryEmbedPath,
} from './gallery-embed';

const SLUG = 'AbCdEfGhIjKlMnOpQrStUv';

describe('gallery embed addresses', () => {
  it('builds the embed path and recognises it in each language only', () => {
    expect(galleryEmbedPath('sv', { slug: SLUG })).toBe(`/sv/embed/galleries/${SLUG}`);
    expect(isGalleryEmbedPath(`/fi/embed/galleries/${SLUG}`)).toBe(true);
    expect(isGalleryEmbedPath(`/en/embed/galleries/${SLUG}/`)).toBe(true);
    expect(isGalleryEmbedPath(`/de/embed/galleries/${SLUG}`)).toBe(false);
    expect(isGalleryEmbedPath(`/fi/galleries/${SLUG}`)).toBe(false);
    expect(isGalleryEmbedPath(`/fi/embed/galleries/${SLUG}/edit`)).toBe(false);
    expect(isGalleryEmbedPath(`/fi/embed/galleries/`)).toBe(false);
  });

  it('reads the language and slug of a gallery view or embed address', () => {
    expect(galleryPathParts(`/en/galleries/${SLUG}`)).toEqual({ lang: 'en', slug: SLUG });
    expect(galleryPathParts(`/fi/embed/galleries/${SLUG}`)).toEqual({ lang: 'fi', slug: SLUG });
    expect(galleryPathParts(`/xx/galleries/${SLUG}`)).toBeNull();
    expect(galleryPathParts(`/fi/galleries/${SLUG}/edit`)).toBeNull();
    expect(galleryPathParts('/fi/object/12')).toBeNull();
    expect(galleryPathParts('/fi/galleries/%E0%A4%A')).toBeNull();
  });
});

describe('embed size', () => {
  it('is the default size without limits and never exceeds a limit', () => {
    expect(embedSize()).toEqual(EMBED_SIZE);
    expect(embedSize({ maxwidth: 300 })).toEqual({ width: 300, height: EMBED_SIZE.height });
    expect(embedSize({ maxwidth: 320.9, maxheight: 200 })).toEqual({ width: 320, height: 200 });
    expect(embedSize({ maxwidth: 5000, maxheight: 5000 })).toEqual(EMBED_SIZE);
  });
});

describe('embed snippet', () => {
  it('escapes the owner’s text in the frame’s title', () => {
    const html = embedSnippet({
      src: `https://kokoelma.example/fi/embed/galleries/${SLUG}`,
      title: '"><script>alert(1)</script>',
      width: 640,
      height: 480,
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toMatch(/^<iframe src="https:\/\/kokoelma\.example\/fi\/embed\/galleries\/\w+"/);
    expect(html).toContain('width="640" height="480"');
    expect(html.endsWith('></iframe>')).toBe(true);
  });
});
