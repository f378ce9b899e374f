import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import type { Block, Document, Inline, Text, TopLevelBlock } from '@contentful/rich-text-types';
import { link } from './build';

// Rich-text nodes as Contentful stores them, for writing the local content by hand.

type Part = string | Text | Inline;

function text(value: string, marks: readonly MARKS[] = []): Text {
  return { nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} };
}

function parts(items: readonly Part[]): Array<Text | Inline> {
  return items.map((item) => (typeof item === 'string' ? text(item) : item));
}

export function doc(...content: TopLevelBlock[]): Document {
  return { nodeType: BLOCKS.DOCUMENT, data: {}, content };
}

export function p(...content: Part[]): TopLevelBlock {
  return { nodeType: BLOCKS.PARAGRAPH, data: {}, content: parts(content) };
}

export function h2(value: string): TopLevelBlock {
  return { nodeType: BLOCKS.HEADING_2, data: {}, content: [text(value)] };
}

export function h3(value: string): TopLevelBlock {
  return { nodeType: BLOCKS.HEADING_3, data: {}, content: [text(value)] };
}

/** A bulleted list; each item one paragraph. */
export function ul(...items: Array<Part | readonly Part[]>): TopLevelBlock {
  const content: Block[] = items.map((item) => ({
    nodeType: BLOCKS.LIST_ITEM,
    data: {},
    content: [p(...(Array.isArray(item) ? item : [item]))],
  }));
  return { nodeType: BLOCKS.UL_LIST, data: {}, content };
}

export function quote(...content: Part[]): TopLevelBlock {
  return { nodeType: BLOCKS.QUOTE, data: {}, content: [p(...content)] };
}

export function bold(value: string): Text {
  return text(value, [MARKS.BOLD]);
}

export function italic(value: string): Text {
  return text(value, [MARKS.ITALIC]);
}

/** A link to an address outside the content (another site, an app route). */
export function a(uri: string, value: string): Inline {
  return { nodeType: INLINES.HYPERLINK, data: { uri }, content: [text(value)] };
}

/** A link to another entry (a content page or an article) by its id. */
export function entryLink(entryId: string, value: string): Inline {
  return {
    nodeType: INLINES.ENTRY_HYPERLINK,
    data: { target: link('Entry', entryId) },
    content: [text(value)],
  };
}

/** A link in running text to an asset's file. */
export function assetLink(assetId: string, value: string): Inline {
  return {
    nodeType: INLINES.ASSET_HYPERLINK,
    data: { target: link('Asset', assetId) },
    content: [text(value)],
  };
}

/** An asset shown as a block: an image, or a link to a document. */
export function embed(assetId: string): TopLevelBlock {
  return { nodeType: BLOCKS.EMBEDDED_ASSET, data: { target: link('Asset', assetId) }, content: [] };
}
