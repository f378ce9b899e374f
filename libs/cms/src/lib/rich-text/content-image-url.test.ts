import { describe, expect, it } from 'vitest';
import { contentImageSrcSet, contentImageUrl } from './content-image-url';

describe('contentImageUrl', () => {
  it('adds width and the spec quality 90 to a protocol-relative Contentful URL', () => {
    expect(contentImageUrl('//images.ctfassets.net/s/a/b/hero.jpg', { width: 1200 })).toBe(
      'https://images.ctfassets.net/s/a/b/hero.jpg?w=1200&q=90',
    );
  });

  it('appends to an existing query and can convert the format', () => {
    expect(contentImageUrl('/cms-assets/objects/3.jpg?v=2', { width: 800, format: 'webp' })).toBe(
      '/cms-assets/objects/3.jpg?v=2&w=800&q=90&fm=webp',
    );
  });

  it('asks for an exact crop, as the og:image of 1100 × 650 needs', () => {
    expect(contentImageUrl('/a.jpg', { width: 1100, height: 650, fit: 'fill' })).toBe(
      '/a.jpg?w=1100&q=90&h=650&fit=fill',
    );
  });
});

describe('contentImageSrcSet', () => {
  it('offers the content image widths 800, 1200 and 1400', () => {
    expect(contentImageSrcSet('/a.png')).toBe(
      '/a.png?w=800&q=90 800w, /a.png?w=1200&q=90 1200w, /a.png?w=1400&q=90 1400w',
    );
  });
});
