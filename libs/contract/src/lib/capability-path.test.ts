import { describe, expect, it } from 'vitest';
import { maskedPath } from './capability-path';

describe('maskedPath', () => {
  const slug = 's9N_PAMCp7mF9LMUvLaqZA';
  it.each([
    [`/fi/galleries/${slug}`, '/fi/galleries/:slug'],
    [`/sv/embed/galleries/${slug}`, '/sv/embed/galleries/:slug'],
    [`/api/galleries/${slug}`, '/api/galleries/:slug'],
    [`/api/galleries/${slug}/export?format=csv`, '/api/galleries/:slug/export'],
    [`/iiif/3/manifest/gallery/${slug}`, '/iiif/3/manifest/gallery/:slug'],
    ['/fi/galleries/12/edit?editToken=SECRETTOKEN123', '/fi/galleries/12/edit'],
    ['/errorTest?editToken=SECRETTOKEN123&q=private+words', '/errorTest'],
    ['/fi/search?q=kissa#results', '/fi/search'],
    ['/fi/galleries', '/fi/galleries'],
    ['/api/galleries/42/artwork/1001', '/api/galleries/42/artwork/1001'],
  ])('keeps %s as %s', (url, kept) => {
    expect(maskedPath(url)).toBe(kept);
  });
});
