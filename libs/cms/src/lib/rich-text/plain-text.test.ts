import { BLOCKS, INLINES } from '@contentful/rich-text-types';
import type { Document } from '@contentful/rich-text-types';
import { describe, expect, it } from 'vitest';
import { firstBlockText, headingId, richTextPlainText } from './plain-text';

const text = (value: string) => ({ nodeType: 'text' as const, value, marks: [], data: {} });

const document: Document = {
  nodeType: BLOCKS.DOCUMENT,
  data: {},
  content: [
    { nodeType: BLOCKS.PARAGRAPH, data: {}, content: [text('   ')] },
    { nodeType: BLOCKS.EMBEDDED_ASSET, data: { target: {} }, content: [] },
    {
      nodeType: BLOCKS.PARAGRAPH,
      data: {},
      content: [
        text('Kokoelmassa on '),
        {
          nodeType: INLINES.HYPERLINK,
          data: { uri: 'https://example.org' },
          content: [text('yli 40 000')],
        },
        text(' teosta.'),
      ],
    },
    {
      nodeType: BLOCKS.UL_LIST,
      data: {},
      content: [
        {
          nodeType: BLOCKS.LIST_ITEM,
          data: {},
          content: [{ nodeType: BLOCKS.PARAGRAPH, data: {}, content: [text('Ateneum')] }],
        },
        {
          nodeType: BLOCKS.LIST_ITEM,
          data: {},
          content: [{ nodeType: BLOCKS.PARAGRAPH, data: {}, content: [text('Kiasma')] }],
        },
      ],
    },
  ],
};

describe('firstBlockText', () => {
  it('skips blocks without text and keeps link text inline', () => {
    expect(firstBlockText(document)).toBe('Kokoelmassa on yli 40 000 teosta.');
  });

  it('is empty for a missing or empty body', () => {
    expect(firstBlockText(undefined)).toBe('');
    expect(firstBlockText({ nodeType: BLOCKS.DOCUMENT, data: {}, content: [] })).toBe('');
  });
});

describe('richTextPlainText', () => {
  it('separates list items instead of running them together', () => {
    expect(richTextPlainText(document)).toBe('Kokoelmassa on yli 40 000 teosta. Ateneum Kiasma');
  });
});

describe('headingId', () => {
  it('drops diacritics and punctuation', () => {
    expect(headingId('Kuvien käyttö – ehdot?')).toBe('kuvien-kaytto-ehdot');
    expect(headingId('Åtkomst & tillgänglighet')).toBe('atkomst-tillganglighet');
  });
});
