import { DomainError } from './domain-error.js';

/** Content types of rich-text assets the site shows (spec §2, §5): png, jpeg and pdf. */
export const RICH_TEXT_ASSET_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;

/** One of {@link RICH_TEXT_ASSET_TYPES}. */
export type RichTextAssetType = (typeof RICH_TEXT_ASSET_TYPES)[number];

/** The bare, lower-case media type: "Image/PNG; q=1" → "image/png". */
function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/** True for a png, jpeg or pdf content type; parameters and case are ignored. */
export function isSupportedRichTextAsset(contentType: string | null | undefined): boolean {
  return (RICH_TEXT_ASSET_TYPES as readonly string[]).includes(mediaType(contentType ?? ''));
}

/** Raised for any other asset: the page shows the not-supported message and reports it. */
export class UnsupportedAssetError extends DomainError {
  readonly contentType: string;

  constructor(contentType: string) {
    super('UNSUPPORTED_ASSET', `Rich-text asset type not supported: ${contentType}`);
    this.name = 'UnsupportedAssetError';
    this.contentType = contentType;
  }
}
