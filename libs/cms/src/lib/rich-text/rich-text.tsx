import { documentToReactComponents } from '@contentful/rich-text-react-renderer';
import type { Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES } from '@contentful/rich-text-types';
import type { Block, Inline } from '@contentful/rich-text-types';
import type { Language } from '@kokoelma/domain';
import type { ReactNode } from 'react';
import { articlePath, contentPagePath } from '../content-paths';
import { richTextAsset, richTextEntry } from '../model/rich-text-document';
import type { RichTextDocument } from '../model/rich-text-document';
import { headingId, nodeText } from './plain-text';
import { AssetLink, EmbeddedAsset } from './rich-text-asset';
import type { RichTextErrorHandler } from './rich-text-asset';

/** Props of {@link RichText}. */
export interface RichTextProps {
  /** A document as the server's transformer delivers it. */
  readonly document: RichTextDocument;
  /** Language of the page: links to other pages stay in it. */
  readonly lang: Language;
  /** Called for each attached file of an unsupported type, so the app reports it (spec §8). */
  readonly onError?: RichTextErrorHandler;
  /** `sizes` of embedded images; by default the limited content width (1100 px). */
  readonly imageSizes?: string;
}

const DEFAULT_IMAGE_SIZES = '(min-width: 1100px) 1100px, 100vw';

function uriOf(node: Block | Inline): string | undefined {
  const uri: unknown = node.data['uri'];
  return typeof uri === 'string' && uri !== '' ? uri : undefined;
}

/** A heading with an anchor id, so that a link with a hash can scroll to it (spec §2). */
function heading(level: 2 | 3 | 4 | 5 | 6) {
  return function renderHeading(node: Block | Inline, children: ReactNode): ReactNode {
    const Tag = `h${level}` as const;
    const id = headingId(nodeText(node));
    return <Tag id={id === '' ? undefined : id}>{children}</Tag>;
  };
}

function options(lang: Language, onError: RichTextErrorHandler | undefined, sizes: string) {
  const result: Options = {
    renderNode: {
      // The page title is the one h1; a heading 1 in the body becomes a section heading.
      [BLOCKS.HEADING_1]: heading(2),
      [BLOCKS.HEADING_2]: heading(2),
      [BLOCKS.HEADING_3]: heading(3),
      [BLOCKS.HEADING_4]: heading(4),
      [BLOCKS.HEADING_5]: heading(5),
      [BLOCKS.HEADING_6]: heading(6),
      [INLINES.HYPERLINK]: (node, children) => {
        const uri = uriOf(node);
        return uri ? <a href={uri}>{children}</a> : children;
      },
      // Links to other content pages use their slug (spec §2); an unpublished or deleted
      // target leaves its text without a link rather than a link to nowhere.
      [INLINES.ENTRY_HYPERLINK]: (node, children) => {
        const target = richTextEntry(node.data);
        if (!target) return children;
        const href =
          target.kind === 'article'
            ? articlePath(lang, target.slug)
            : contentPagePath(lang, target.slug);
        return <a href={href}>{children}</a>;
      },
      [INLINES.ASSET_HYPERLINK]: (node, children) => {
        const asset = richTextAsset(node.data);
        if (!asset) return children;
        return (
          <AssetLink asset={asset} onError={onError}>
            {children}
          </AssetLink>
        );
      },
      [BLOCKS.EMBEDDED_ASSET]: (node) => {
        const asset = richTextAsset(node.data);
        return asset ? <EmbeddedAsset asset={asset} onError={onError} sizes={sizes} /> : null;
      },
      // The content model embeds no entries; the transformer already drops such nodes.
      [BLOCKS.EMBEDDED_ENTRY]: () => null,
      [INLINES.EMBEDDED_ENTRY]: () => null,
    },
  };
  return result;
}

/**
 * A rich-text body (content pages, articles, info boxes). Images come in the content
 * widths 800, 1200 and 1400 at quality 90 (spec §9); only png, jpeg and pdf files are
 * shown, any other file shows the Finnish not-supported text and is reported (spec §2).
 */
export function RichText({ document, lang, onError, imageSizes }: RichTextProps) {
  return (
    <>
      {documentToReactComponents(
        document,
        options(lang, onError, imageSizes ?? DEFAULT_IMAGE_SIZES),
      )}
    </>
  );
}
