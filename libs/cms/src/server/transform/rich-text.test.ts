import { BLOCKS, INLINES, validateRichTextDocument } from '@contentful/rich-text-types';
import { describe, expect, it } from 'vitest';
import { readRichText } from './rich-text';

const text = (value: string, marks: unknown[] = []) => ({
  nodeType: 'text',
  value,
  marks,
  data: {},
});
const paragraph = (...content: unknown[]) => ({ nodeType: 'paragraph', data: {}, content });
const doc = (...content: unknown[]) => ({ nodeType: 'document', data: {}, content });

const resolvedAsset = (contentType: string) => ({
  sys: { type: 'Asset', id: 'a1' },
  fields: {
    title: 'Kuva',
    file: { url: '//images.ctfassets.net/s/a1/x/kuva.png', contentType, details: { size: 10 } },
  },
});

const resolvedEntry = (contentType: string, slug?: string) => ({
  sys: { type: 'Entry', id: 'p1', contentType: { sys: { id: contentType } } },
  fields: { title: 'Linked', ...(slug ? { slug } : {}), body: doc(paragraph(text('private'))) },
});

describe('readRichText', () => {
  it('keeps paragraphs, headings, lists and marks', () => {
    const value = doc(
      { nodeType: 'heading-2', data: {}, content: [text('Otsikko')] },
      paragraph(text('lihava', [{ type: 'bold' }, { type: 'blink' }])),
      {
        nodeType: 'unordered-list',
        data: {},
        content: [{ nodeType: 'list-item', data: {}, content: [paragraph(text('kohta'))] }],
      },
    );
    const document = readRichText(value);
    expect(document).toEqual({
      nodeType: 'document',
      data: {},
      content: [
        { nodeType: 'heading-2', data: {}, content: [text('Otsikko')] },
        paragraph(text('lihava', [{ type: 'bold' }])),
        {
          nodeType: 'unordered-list',
          data: {},
          content: [{ nodeType: 'list-item', data: {}, content: [paragraph(text('kohta'))] }],
        },
      ],
    });
    expect(document && validateRichTextDocument(document)).toEqual([]);
  });

  it('replaces a linked page by its slug, dropping the rest of the entry', () => {
    const value = doc(
      paragraph({
        nodeType: 'entry-hyperlink',
        data: { target: resolvedEntry('page', 'yhteystiedot') },
        content: [text('yhteystiedot')],
      }),
    );
    const link = readRichText(value)?.content[0]?.content[0];
    expect(link?.data).toEqual({ target: { kind: 'content-page', slug: 'yhteystiedot' } });
    expect(JSON.stringify(readRichText(value))).not.toContain('private');
  });

  it('links articles under their own kind and leaves other or unresolved targets empty', () => {
    const link = (target: unknown) =>
      readRichText(
        doc(
          paragraph({ nodeType: INLINES.ENTRY_HYPERLINK, data: { target }, content: [text('x')] }),
        ),
      )?.content[0]?.content[0]?.data;
    expect(link(resolvedEntry('blogPage', 'avoimet-kuvat'))).toEqual({
      target: { kind: 'article', slug: 'avoimet-kuvat' },
    });
    expect(link(resolvedEntry('video', 'v'))).toEqual({});
    expect(link(resolvedEntry('page'))).toEqual({});
    expect(link({ sys: { type: 'Link', linkType: 'Entry', id: 'gone' } })).toEqual({});
  });

  it('turns an embedded asset into a CmsAsset and drops one that did not resolve', () => {
    const document = readRichText(
      doc(
        {
          nodeType: BLOCKS.EMBEDDED_ASSET,
          data: { target: resolvedAsset('image/png') },
          content: [],
        },
        {
          nodeType: BLOCKS.EMBEDDED_ASSET,
          data: { target: { sys: { type: 'Link', id: 'x' } } },
          content: [],
        },
        paragraph(text('loppu')),
      ),
    );
    expect(document?.content).toHaveLength(2);
    expect(document?.content[0]?.data).toEqual({
      target: {
        id: 'a1',
        url: 'https://images.ctfassets.net/s/a1/x/kuva.png',
        contentType: 'image/png',
        title: 'Kuva',
        size: 10,
      },
    });
  });

  it('keeps an unsupported asset type, for the renderer to refuse and report', () => {
    const document = readRichText(
      doc({
        nodeType: BLOCKS.EMBEDDED_ASSET,
        data: { target: resolvedAsset('video/mp4') },
        content: [],
      }),
    );
    expect(document?.content[0]?.data['target']).toMatchObject({ contentType: 'video/mp4' });
  });

  it('drops unknown and embedded-entry nodes, and blocks inside inlines', () => {
    const document = readRichText(
      doc(
        { nodeType: 'marquee', data: {}, content: [text('x')] },
        {
          nodeType: BLOCKS.EMBEDDED_ENTRY,
          data: { target: resolvedEntry('page', 'a') },
          content: [],
        },
        paragraph(
          text('a'),
          {
            nodeType: INLINES.HYPERLINK,
            data: { uri: 'https://x.org' },
            content: [paragraph(text('no'))],
          },
          { nodeType: 'text' },
        ),
        text('a text node cannot be a top-level block'),
      ),
    );
    expect(document?.content).toEqual([
      paragraph(text('a'), { nodeType: 'hyperlink', data: { uri: 'https://x.org' }, content: [] }),
    ]);
  });

  it('is undefined for a missing, malformed or blank document', () => {
    expect(readRichText(undefined)).toBeUndefined();
    expect(readRichText('<p>html</p>')).toBeUndefined();
    expect(readRichText({ nodeType: 'paragraph', content: [] })).toBeUndefined();
    expect(readRichText({ nodeType: 'document', content: 'x' })).toBeUndefined();
    // What Contentful keeps after an editor empties the field.
    expect(readRichText(doc(paragraph(text(''))))).toBeUndefined();
  });

  it('stops at a depth no real document has', () => {
    let nested: unknown = text('deep');
    for (let i = 0; i < 100; i += 1)
      nested = { nodeType: 'blockquote', data: {}, content: [nested] };
    expect(() => readRichText(doc(nested))).not.toThrow();
  });
});
