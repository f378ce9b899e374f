import type { Language } from '@kokoelma/domain';

// Without TypeBox: the object page links to these in the browser bundle.

/** The formats of an object's citation download (`?format=`). */
export const CITATION_FORMATS = ['bibtex', 'ris', 'csl-json'] as const;
export type CitationFormat = (typeof CITATION_FORMATS)[number];

/**
 * The address of an object's citation in `format` (`collectionRoutes.citation`): the
 * object page's download links.
 */
export function citationPath(id: number, format: CitationFormat, lang: Language): string {
  return `/api/objects/${id}/citation?${new URLSearchParams({ format, lang })}`;
}
