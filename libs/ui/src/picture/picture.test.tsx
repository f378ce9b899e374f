import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Picture } from './picture';

afterEach(cleanup);

const picture = {
  src: '/images/1/jpg/500/7.jpg',
  srcSet: '/images/1/jpg/250/7.jpg 250w, /images/1/jpg/500/7.jpg 500w',
  sources: [
    { type: 'image/avif', srcSet: '/images/1/avif/500/7.jpg 500w' },
    { type: 'image/webp', srcSet: '/images/1/webp/500/7.jpg 500w' },
  ],
  width: 800,
  height: 600,
};

describe('Picture', () => {
  it('offers the modern formats first, with the same sizes, and reserves the box', () => {
    const { container } = render(<Picture picture={picture} sizes="50vw" alt="Toipilas" />);
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    for (const source of sources) expect(source.getAttribute('sizes')).toBe('50vw');
    const img = container.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('Toipilas');
    expect(img?.getAttribute('width')).toBe('800');
    expect(img?.getAttribute('height')).toBe('600');
    expect(img?.getAttribute('sizes')).toBe('50vw');
  });

  it('is lazy and decoded off the main thread unless it leads the page', () => {
    const { container, rerender } = render(<Picture picture={picture} sizes="50vw" alt="" />);
    let img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.getAttribute('fetchpriority')).toBeNull();
    rerender(<Picture picture={picture} sizes="50vw" alt="" loading="eager" />);
    img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('decoding')).toBeNull();
  });

  it('asks for the leading image from the head when told to, in its first modern format', () => {
    const html = renderToString(
      <html>
        <head />
        <body>
          <Picture picture={picture} sizes="50vw" alt="" loading="eager" preloadHint />
        </body>
      </html>,
    );
    const link = html.match(/<link rel="preload"[^>]*>/)?.[0] ?? '';
    expect(link).toContain('as="image"');
    expect(link).toContain('imageSrcSet="/images/1/avif/500/7.jpg 500w"');
    expect(link).toContain('type="image/avif"');
    expect(link).toContain('fetchPriority="high"');
    const without = renderToString(
      <html>
        <head />
        <body>
          <Picture picture={picture} sizes="50vw" alt="" loading="eager" />
        </body>
      </html>,
    );
    expect(without).not.toContain('rel="preload"');
  });
});
