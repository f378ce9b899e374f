import { BLOCKS, INLINES, MARKS, TOP_LEVEL_BLOCKS } from '@contentful/rich-text-types';
import type {
  Block,
  Inline,
  Mark,
  NodeData,
  Text,
  TopLevelBlock,
  TopLevelBlockEnum,
} from '@contentful/rich-text-types';
import type { RichTextDocument, RichTextEntryTarget } from '../../lib/model/rich-text-document';
import { nodeText } from '../../lib/rich-text/plain-text';
import { readAsset } from './asset';
import { isRecord, readEntry, readString } from './read';

// Rebuilds a rich-text document node by node from unknown input. Only node types the
// site knows survive; link and asset nodes keep a small target (a slug, a CmsAsset)
// instead of the whole linked entry, so the browser gets little JSON and nothing private.

const BLOCK_TYPES: ReadonlySet<string> = new Set(Object.values(BLOCKS));
const INLINE_TYPES: ReadonlySet<string> = new Set(Object.values(INLINES));
const TOP_LEVEL_TYPES: ReadonlySet<string> = new Set(TOP_LEVEL_BLOCKS);
const MARK_TYPES: ReadonlySet<string> = new Set(Object.values(MARKS));

/** Deeper than any real document; stops a malformed, self-nested tree. */
const MAX_DEPTH = 32;

function isBlockType(type: string): type is BLOCKS {
  return BLOCK_TYPES.has(type) && type !== BLOCKS.DOCUMENT;
}

function isInlineType(type: string): type is INLINES {
  return INLINE_TYPES.has(type);
}

function isTopLevelType(type: string): type is TopLevelBlockEnum {
  return TOP_LEVEL_TYPES.has(type);
}

function readMarks(value: unknown): Mark[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((mark: unknown) => {
    const type = isRecord(mark) ? mark['type'] : undefined;
    return typeof type === 'string' && MARK_TYPES.has(type) ? [{ type }] : [];
  });
}

/** Where an entry link points: content pages and articles; anything else is no link. */
function entryTarget(value: unknown): RichTextEntryTarget | undefined {
  const entry = readEntry(value);
  const slug = entry ? readString(entry.fields, 'slug') : undefined;
  if (!entry || slug === undefined) return undefined;
  if (entry.contentType === 'page') return { kind: 'content-page', slug };
  if (entry.contentType === 'blogPage') return { kind: 'article', slug };
  return undefined;
}

/** The `data` the renderer needs for a node, or undefined when the node must go. */
function nodeData(type: string, data: Record<string, unknown>): NodeData | undefined {
  switch (type) {
    case INLINES.HYPERLINK: {
      const uri = data['uri'];
      return typeof uri === 'string' && uri.trim() !== '' ? { uri: uri.trim() } : {};
    }
    case INLINES.ENTRY_HYPERLINK: {
      // An unresolved target keeps the node: its text is still part of the sentence.
      const target = entryTarget(data['target']);
      return target ? { target } : {};
    }
    case INLINES.ASSET_HYPERLINK: {
      const target = readAsset(data['target']);
      return target ? { target } : {};
    }
    case BLOCKS.EMBEDDED_ASSET: {
      // An image that did not resolve (unpublished, deleted) leaves no empty frame.
      const target = readAsset(data['target']);
      return target ? { target } : undefined;
    }
    // The content model embeds no entries or resources; nothing to show for them.
    case BLOCKS.EMBEDDED_ENTRY:
    case BLOCKS.EMBEDDED_RESOURCE:
    case INLINES.EMBEDDED_ENTRY:
    case INLINES.EMBEDDED_RESOURCE:
    case INLINES.RESOURCE_HYPERLINK:
      return undefined;
    default:
      return {};
  }
}

type Child = Block | Inline | Text;

/** Inlines hold only text and other inlines. */
function isInlineChild(node: Child): node is Inline | Text {
  return node.nodeType === 'text' || isInlineType(node.nodeType);
}

function readChildren(value: unknown, depth: number): Child[] {
  if (!Array.isArray(value) || depth > MAX_DEPTH) return [];
  return value.flatMap((item: unknown) => {
    const node = readNode(item, depth);
    return node ? [node] : [];
  });
}

function readNode(value: unknown, depth: number): Child | undefined {
  if (!isRecord(value) || typeof value['nodeType'] !== 'string') return undefined;
  const type = value['nodeType'];
  if (type === 'text') {
    const text = value['value'];
    return typeof text === 'string'
      ? { nodeType: 'text', value: text, marks: readMarks(value['marks']), data: {} }
      : undefined;
  }
  const data = nodeData(type, isRecord(value['data']) ? value['data'] : {});
  if (data === undefined) return undefined;
  const content = readChildren(value['content'], depth + 1);
  if (isInlineType(type)) {
    return { nodeType: type, data, content: content.filter(isInlineChild) };
  }
  return isBlockType(type) ? { nodeType: type, data, content } : undefined;
}

/** True when a document holds no text and no file: an editor emptied the field. */
function isBlank(document: RichTextDocument): boolean {
  const hasAsset = (nodes: readonly Child[]): boolean =>
    nodes.some(
      (node) =>
        node.nodeType === BLOCKS.EMBEDDED_ASSET ||
        (node.nodeType !== 'text' && hasAsset(node.content)),
    );
  return nodeText(document) === '' && !hasAsset(document.content);
}

/**
 * The document of a rich-text field, rebuilt from known nodes, or undefined when the
 * field is missing, is not a document, or is blank (Contentful keeps an emptied field
 * as a document with one empty paragraph; it is as missing as no field).
 */
export function readRichText(value: unknown): RichTextDocument | undefined {
  if (!isRecord(value) || value['nodeType'] !== BLOCKS.DOCUMENT) return undefined;
  if (!Array.isArray(value['content'])) return undefined;
  const content: TopLevelBlock[] = readChildren(value['content'], 1).flatMap((node) =>
    node.nodeType !== 'text' && isTopLevelType(node.nodeType) && 'content' in node
      ? [{ nodeType: node.nodeType, data: node.data, content: node.content }]
      : [],
  );
  const document: RichTextDocument = { nodeType: BLOCKS.DOCUMENT, data: {}, content };
  return isBlank(document) ? undefined : document;
}
