import type { Document } from '@contentful/rich-text-types';
import { isCmsAsset } from './cms-asset';
import type { CmsAsset } from './cms-asset';

/**
 * A rich-text body: Contentful's document tree (paragraphs, headings, lists, links,
 * embedded assets). The server's transformer rebuilds every document node by node, so
 * only known node types reach the browser, and the `data` of link and asset nodes holds
 * a {@link RichTextTarget} instead of the whole linked entry.
 */
export type RichTextDocument = Document;

/** What an entry link in rich text points at: another content page or an article. */
export interface RichTextEntryTarget {
  readonly kind: 'content-page' | 'article';
  readonly slug: string;
}

/** The `data.target` of a link or embedded-asset node after the server's transformer. */
export type RichTextTarget = CmsAsset | RichTextEntryTarget;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for an entry target the renderer can link to. */
export function isRichTextEntryTarget(value: unknown): value is RichTextEntryTarget {
  return (
    isRecord(value) &&
    (value['kind'] === 'content-page' || value['kind'] === 'article') &&
    typeof value['slug'] === 'string' &&
    value['slug'] !== ''
  );
}

/** The asset a node's `data.target` holds, or undefined (unresolved, or not an asset). */
export function richTextAsset(data: unknown): CmsAsset | undefined {
  const target = isRecord(data) ? data['target'] : undefined;
  return isCmsAsset(target) ? target : undefined;
}

/** The entry a node's `data.target` points at, or undefined. */
export function richTextEntry(data: unknown): RichTextEntryTarget | undefined {
  const target = isRecord(data) ? data['target'] : undefined;
  return isRichTextEntryTarget(target) ? target : undefined;
}
