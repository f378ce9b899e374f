import type { ContentTypeId } from './content-model';

/**
 * One query of the delivery API, in the terms both sources understand. Contentful's
 * source turns it into `getEntries` parameters; the local space answers it itself.
 */
export interface EntryQuery {
  readonly contentType: ContentTypeId;
  /** The CMS locale code, e.g. "fi" (see `ContentLocales`). */
  readonly locale: string;
  /** Ask the preview API, which includes drafts and unpublished changes. */
  readonly preview?: boolean;
  /** Levels of linked entries and assets to resolve (Contentful's `include`, 0–10). */
  readonly include?: number;
  /** Most entries to return (Contentful's default is 100, its maximum 1000). */
  readonly limit?: number;
  /** One Contentful order, e.g. "-fields.publishDate" or "-sys.updatedAt". */
  readonly order?: string;
  /** Equality filters by path, e.g. { "fields.slug": "yhteystiedot" }. */
  readonly where?: Readonly<Record<string, string | number>>;
  /** Full-text search over the entry's own text fields (Contentful's `query`). */
  readonly search?: string;
}

/** Where entries come from: the local content or Contentful. */
export interface EntrySource {
  /**
   * The entries matching `query`, with links resolved into the linked entries and assets
   * as the Contentful SDK resolves them; links that could not be resolved stay links.
   * Rejects with a `CmsRequestError` when the CMS cannot answer.
   */
  getEntries(query: EntryQuery): Promise<readonly unknown[]>;
}
