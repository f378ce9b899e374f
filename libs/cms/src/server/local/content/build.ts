import { contentTypeDefinition } from '../../content-model';
import type { ContentTypeId } from '../../content-model';
import { isRecord } from '../../transform/read';
import type { CdaEntity, CdaLink, CdaSys } from '../local-types';

// Helpers that write the local content in the delivery API's `locale=*` shape, so the
// content files read as content: `t('Tietoa', 'Om', 'About')` instead of nested sys blocks.

export const LOCAL_SPACE_ID = 'kokoelma-local';
export const LOCAL_LOCALES = ['fi', 'sv', 'en'] as const;

/**
 * A text per language; leaving a language out means it is not translated yet. A type,
 * not an interface, so that it is a record of locale values as the store expects.
 */
export type Trilingual<T> = {
  readonly fi?: T;
  readonly sv?: T;
  readonly en?: T;
};

/** Finnish, Swedish and English values; undefined leaves that language untranslated. */
export function t<T>(fi: T | undefined, sv: T | undefined, en: T | undefined): Trilingual<T> {
  return {
    ...(fi !== undefined ? { fi } : {}),
    ...(sv !== undefined ? { sv } : {}),
    ...(en !== undefined ? { en } : {}),
  };
}

export function link(linkType: CdaLink['sys']['linkType'], id: string): CdaLink {
  return { sys: { type: 'Link', linkType, id } };
}

/** Creation and last update of a local entry; the content is dated like a real space. */
export interface Dates {
  readonly createdAt: string;
  readonly updatedAt?: string;
}

function sys(type: CdaSys['type'], id: string, dates: Dates, contentType?: string): CdaSys {
  return {
    id,
    type,
    space: link('Space', LOCAL_SPACE_ID),
    environment: link('Environment', 'master'),
    createdAt: dates.createdAt,
    updatedAt: dates.updatedAt ?? dates.createdAt,
    revision: 1,
    ...(contentType ? { contentType: link('ContentType', contentType) } : {}),
  };
}

/**
 * An entry of `contentType`. Translated fields are given per language (see {@link t}),
 * the others as plain values, stored under the default locale as Contentful stores them.
 * A field the content model does not know fails at start-up, not silently on a page.
 */
export function entry(
  contentType: ContentTypeId,
  id: string,
  dates: Dates,
  fields: Readonly<Record<string, unknown>>,
): CdaEntity {
  const definition = contentTypeDefinition(contentType);
  const stored: Record<string, Readonly<Record<string, unknown>>> = {};
  for (const [name, value] of Object.entries(fields)) {
    const field = definition?.fields.find((candidate) => candidate.id === name);
    if (!field) throw new Error(`Local content: ${contentType} has no field ${name} (${id})`);
    if (value === undefined) continue;
    if (field.localized && !isRecord(value)) {
      throw new Error(`Local content: ${contentType}.${name} of ${id} needs t(fi, sv, en)`);
    }
    stored[name] = field.localized && isRecord(value) ? value : { fi: value };
  }
  return { sys: sys('Entry', id, dates, contentType), fields: stored };
}

/** What an asset's file is. */
export interface AssetFile {
  readonly url: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly size?: number;
}

/** An asset: one file for every language, its title and description per language. */
export function asset(
  id: string,
  dates: Dates,
  file: AssetFile,
  title: Trilingual<string>,
  description?: Trilingual<string>,
): CdaEntity {
  const details = file.size === undefined ? {} : { details: { size: file.size } };
  return {
    sys: sys('Asset', id, dates),
    fields: {
      title,
      ...(description ? { description } : {}),
      file: {
        fi: { url: file.url, fileName: file.fileName, contentType: file.contentType, ...details },
      },
    },
  };
}
