import { css } from '@emotion/react';
import { isSupportedRichTextAsset, UnsupportedAssetError } from '@kokoelma/domain';
import { useEffect, useEffectEvent } from 'react';
import type { ReactNode } from 'react';
import type { CmsAsset } from '../model/cms-asset';
import { contentImageSrcSet, contentImageUrl } from './content-image-url';

/**
 * Shown in place of an attached file of a type the site does not show. The spec asks for
 * this Finnish text in every language (spec §2, §8), so it is not a translated message.
 */
export const UNSUPPORTED_ASSET_MESSAGE = 'Liitetiedostoa ei tueta, eikä sitä voida näyttää.';

/** Reports an unsupported asset to the app (error reporting), once per file shown. */
export type RichTextErrorHandler = (error: UnsupportedAssetError) => void;

const figureStyle = css`
  margin: 0 0 1.5em;
  & img {
    display: block;
    max-width: 100%;
    height: auto;
  }
`;

function UnsupportedAsset({
  contentType,
  onError,
  inline = false,
}: {
  contentType: string;
  onError: RichTextErrorHandler | undefined;
  /** Inside a paragraph a span, since a paragraph cannot hold another. */
  inline?: boolean;
}) {
  // Reporting is a side effect, so it runs after render and not during server rendering;
  // an effect event keeps a new onError function from reporting the same file again.
  const report = useEffectEvent(() => onError?.(new UnsupportedAssetError(contentType)));
  useEffect(() => report(), [contentType]);
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag lang="fi" role="note" data-unsupported-asset={contentType}>
      {UNSUPPORTED_ASSET_MESSAGE}
    </Tag>
  );
}

/** Props shared by the two ways an asset appears in rich text. */
interface AssetProps {
  asset: CmsAsset;
  onError: RichTextErrorHandler | undefined;
}

/** An asset embedded as a block: an image, a link to a PDF, or the not-supported note. */
export function EmbeddedAsset({ asset, onError, sizes }: AssetProps & { sizes: string }) {
  if (!isSupportedRichTextAsset(asset.contentType)) {
    return <UnsupportedAsset contentType={asset.contentType} onError={onError} />;
  }
  if (asset.contentType.toLowerCase().startsWith('image/')) {
    return (
      <figure css={figureStyle}>
        <img
          src={contentImageUrl(asset.url, { width: 1200 })}
          srcSet={contentImageSrcSet(asset.url)}
          sizes={sizes}
          alt={asset.description ?? ''}
          width={asset.width}
          height={asset.height}
          loading="lazy"
          decoding="async"
        />
      </figure>
    );
  }
  return (
    <p>
      <a href={asset.url} type={asset.contentType}>
        {asset.title ?? asset.fileName ?? asset.url}
      </a>
    </p>
  );
}

/** A link in running text to an asset: the file itself, or the not-supported note. */
export function AssetLink({ asset, onError, children }: AssetProps & { children: ReactNode }) {
  if (!isSupportedRichTextAsset(asset.contentType)) {
    return <UnsupportedAsset contentType={asset.contentType} onError={onError} inline />;
  }
  return (
    <a href={asset.url} type={asset.contentType}>
      {children}
    </a>
  );
}
