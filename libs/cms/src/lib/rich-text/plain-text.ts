import { INLINES } from '@contentful/rich-text-types';
import type { RichTextDocument } from '../model/rich-text-document';

const INLINE_TYPES: ReadonlySet<string> = new Set(Object.values(INLINES));

/** The part of a rich-text node this module reads; documents and their blocks fit it. */
interface TextNode {
  readonly nodeType: string;
  readonly value?: string;
  readonly content?: readonly TextNode[];
}

function collect(node: TextNode, parts: string[]): void {
  if (node.nodeType === 'text' && node.value !== undefined) parts.push(node.value);
  for (const child of node.content ?? []) {
    collect(child, parts);
    // Blocks inside blocks (list items, table cells) are separate words, not one run;
    // links and other inlines are part of the sentence around them.
    if (child.nodeType !== 'text' && !INLINE_TYPES.has(child.nodeType)) parts.push(' ');
  }
}

/** All text of a node and its children as one line, whitespace collapsed. */
export function nodeText(node: TextNode): string {
  const parts: string[] = [];
  collect(node, parts);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * The first block of the body that has text, as plain text: the content search popup
 * shows it under each hit (spec §2). Blocks without text (an image at the top, an empty
 * paragraph) are skipped, since showing nothing would tell the visitor nothing.
 */
export function firstBlockText(document: RichTextDocument | undefined): string {
  for (const block of document?.content ?? []) {
    const text = nodeText(block);
    if (text !== '') return text;
  }
  return '';
}

/** The whole document as plain text: for descriptions and searching local content. */
export function richTextPlainText(document: RichTextDocument | undefined): string {
  return document ? nodeText(document) : '';
}

/**
 * A stable anchor for a heading, so that links such as /fi/tietosuoja#evasteet reach
 * it (content pages scroll to the hash, spec §2): letters without diacritics, digits and
 * hyphens — "Kuvien käyttö" → "kuvien-kaytto".
 */
export function headingId(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
