// The local content is stored as Contentful's delivery API returns a space with
// `locale=*`: every field holds an object of values by locale code. The local space
// narrows it to one locale per query, exactly as the API does.

/** A link to another entry or asset, as the delivery API writes it. */
export interface CdaLink {
  readonly sys: {
    readonly type: 'Link';
    readonly linkType: 'Entry' | 'Asset' | 'ContentType' | 'Space' | 'Environment';
    readonly id: string;
  };
}

/** The `sys` block of an entry or asset. */
export interface CdaSys {
  readonly id: string;
  readonly type: 'Entry' | 'Asset';
  readonly space: CdaLink;
  readonly environment: CdaLink;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly revision: number;
  readonly contentType?: CdaLink;
  /** Present when the response is for one locale. */
  readonly locale?: string;
}

/** Field values by locale code. */
export type LocalizedValues = Readonly<Record<string, unknown>>;

/** An entry or asset with every locale's values. */
export interface CdaEntity {
  readonly sys: CdaSys;
  readonly fields: Readonly<Record<string, LocalizedValues>>;
}

/** A collection response of `GET /entries` (one locale), before links are resolved. */
export interface CdaCollection {
  readonly sys: { readonly type: 'Array' };
  readonly total: number;
  readonly skip: number;
  readonly limit: number;
  readonly items: readonly LocalizedEntity[];
  readonly includes: {
    readonly Entry: readonly LocalizedEntity[];
    readonly Asset: readonly LocalizedEntity[];
  };
}

/** An entry or asset narrowed to one locale. */
export interface LocalizedEntity {
  readonly sys: CdaSys;
  readonly fields: Readonly<Record<string, unknown>>;
}
