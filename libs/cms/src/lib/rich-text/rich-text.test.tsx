// @vitest-environment jsdom
import { BLOCKS, INLINES } from '@contentful/rich-text-types';
import type { Document, Inline, Text, TopLevelBlock } from '@contentful/rich-text-types';
import { UnsupportedAssetError } from '@kokoelma/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CmsAsset } from '../model/cms-asset';
import { RichText } from './rich-text';
import { UNSUPPORTED_ASSET_MESSAGE } from './rich-text-asset';

afterEach(cleanup);

const text = (value: string): Text => ({ nodeType: 'text', value, marks: [], data: {} });
const paragraph = (...content: Array<Text | Inline>): TopLevelBlock => ({
  nodeType: BLOCKS.PARAGRAPH,
  data: {},
  content,
});
const doc = (...content: TopLevelBlock[]): Document => ({
  nodeType: BLOCKS.DOCUMENT,
  data: {},
  content,
});
const embedded = (target: unknown): TopLevelBlock => ({
  nodeType: BLOCKS.EMBEDDED_ASSET,
  data: { target },
  content: [],
});

const asset = (contentType: string, extra: Partial<CmsAsset> = {}): CmsAsset => ({
  id: 'a1',
  url: '//images.ctfassets.net/space/a1/x/file',
  contentType,
  ...extra,
});

describe('RichText', () => {
  it('links an entry link to the content page by slug in the page language', () => {
    const link: Inline = {
      nodeType: INLINES.ENTRY_HYPERLINK,
      data: { target: { kind: 'content-page', slug: 'kuvien-kayttooikeudet' } },
      content: [text('kuvien käyttöoikeuksista')],
    };
    render(<RichText lang="sv" document={doc(paragraph(text('Läs om '), link))} />);
    const anchor = screen.getByRole('link', { name: 'kuvien käyttöoikeuksista' });
    expect(anchor.getAttribute('href')).toBe('/sv/kuvien-kayttooikeudet');
  });

  it('links an article link under /artikkelit', () => {
    const link: Inline = {
      nodeType: INLINES.ENTRY_HYPERLINK,
      data: { target: { kind: 'article', slug: 'luonnoskirjat' } },
      content: [text('luonnoskirjoista')],
    };
    render(<RichText lang="fi" document={doc(paragraph(link))} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/fi/artikkelit/luonnoskirjat');
  });

  it('keeps the text of a link whose target is gone, without a link', () => {
    const link: Inline = {
      nodeType: INLINES.ENTRY_HYPERLINK,
      data: { target: { sys: { type: 'Link', linkType: 'Entry', id: 'gone' } } },
      content: [text('poistettu sivu')],
    };
    render(<RichText lang="fi" document={doc(paragraph(link))} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('poistettu sivu')).toBeTruthy();
  });

  it('shows the Finnish not-supported text for other file types and reports it once', () => {
    const onError = vi.fn();
    const { rerender } = render(
      <RichText lang="en" document={doc(embedded(asset('video/mp4')))} onError={onError} />,
    );
    const note = screen.getByRole('note');
    expect(note.textContent).toBe(UNSUPPORTED_ASSET_MESSAGE);
    expect(note.textContent).toBe('Liitetiedostoa ei tueta, eikä sitä voida näyttää.');
    expect(note.getAttribute('lang')).toBe('fi');
    expect(onError).toHaveBeenCalledTimes(1);
    const error: unknown = onError.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(UnsupportedAssetError);
    expect(error instanceof UnsupportedAssetError && error.contentType).toBe('video/mp4');
    // A new callback on re-render must not report the same file again.
    rerender(<RichText lang="en" document={doc(embedded(asset('video/mp4')))} onError={vi.fn()} />);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('renders a pdf as a link to the file, titled', () => {
    const onError = vi.fn();
    render(
      <RichText
        lang="fi"
        document={doc(embedded(asset('application/pdf', { title: 'Käyttöehdot' })))}
        onError={onError}
      />,
    );
    const link = screen.getByRole('link', { name: 'Käyttöehdot' });
    expect(link.getAttribute('href')).toBe('//images.ctfassets.net/space/a1/x/file');
    expect(onError).not.toHaveBeenCalled();
  });

  it('renders an image in the content widths at quality 90, alt from the description', () => {
    render(
      <RichText
        lang="fi"
        document={doc(
          embedded(
            asset('image/jpeg', { description: 'Ateneumin sali', width: 2000, height: 1000 }),
          ),
        )}
      />,
    );
    const image = screen.getByRole('img', { name: 'Ateneumin sali' });
    expect(image.getAttribute('src')).toBe(
      'https://images.ctfassets.net/space/a1/x/file?w=1200&q=90',
    );
    expect(image.getAttribute('srcset')).toContain('?w=800&q=90 800w');
    expect(image.getAttribute('srcset')).toContain('?w=1400&q=90 1400w');
    expect(image.getAttribute('width')).toBe('2000');
  });

  it('renders nothing for an embedded asset that did not resolve', () => {
    const { container } = render(
      <RichText lang="fi" document={doc(embedded({ sys: { type: 'Link', id: 'x' } }))} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('gives headings anchor ids and turns a heading 1 into h2', () => {
    const heading = (nodeType: BLOCKS.HEADING_1 | BLOCKS.HEADING_3, value: string) => ({
      nodeType,
      data: {},
      content: [text(value)],
    });
    const { container } = render(
      <RichText
        lang="fi"
        document={doc(
          heading(BLOCKS.HEADING_1, 'Evästeet'),
          heading(BLOCKS.HEADING_3, 'Oikeutesi'),
        )}
      />,
    );
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('h2')?.id).toBe('evasteet');
    expect(container.querySelector('h3')?.id).toBe('oikeutesi');
  });

  it('shows the inline not-supported text for a link to an unsupported file', () => {
    const onError = vi.fn();
    const link: Inline = {
      nodeType: INLINES.ASSET_HYPERLINK,
      data: { target: asset('application/zip') },
      content: [text('lataa')],
    };
    const { container } = render(
      <RichText lang="fi" document={doc(paragraph(link))} onError={onError} />,
    );
    expect(container.querySelector('p > span[role="note"]')?.textContent).toBe(
      UNSUPPORTED_ASSET_MESSAGE,
    );
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
