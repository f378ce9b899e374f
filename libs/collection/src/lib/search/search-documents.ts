import { personDisplayName, type Language } from '@kokoelma/domain';
import type { CollectionRecord } from '../model/record';
import { inLang, isSecondaryPart, titleText, withFoldedWords } from '../model/record-text';

/** Each language's search table (0009_search_keys.sql): one row per object. */
export const SEARCH_TABLES = {
  fi: 'collection_search_fi',
  sv: 'collection_search_sv',
  en: 'collection_search_en',
} as const satisfies Record<Language, string>;

/** PostgreSQL text-search configuration of each site language (stemming). */
export const TEXT_SEARCH_CONFIG: Record<Language, 'finnish' | 'swedish' | 'english'> = {
  fi: 'finnish',
  sv: 'swedish',
  en: 'english',
};

/**
 * The texts of a record's search documents (one per language), each parsed once per
 * import whatever the number of languages that use it. In the document of `lang`: the
 * title as that page shows it (with its fallback) and the inventory number, stemmed in
 * `lang` (`title`, weight A); its terms (keywords, materials, classifications, category)
 * and description, stemmed (`body`); and unstemmed, the people and the other languages'
 * own titles and terms (`people`, `own` of the other languages: a visitor on the Finnish
 * page who types an English keyword still finds the work, ranked below the page
 * language's matches). `creators` and `contributors` are the people again, split by
 * role, for ranking (names_search): a query that names a person ranks that person's own
 * works first.
 */
export interface SearchTexts {
  people: string;
  creators: string;
  contributors: string;
  byLanguage: Record<Language, { title: string; body: string; own: string }>;
}

/** The texts of `record`'s search documents ({@link SearchTexts}). */
export function searchTexts(record: CollectionRecord): SearchTexts {
  const allTerms = [...record.keywords, ...record.materials, ...record.classifications];
  const names = (secondary: boolean) =>
    withFoldedWords(
      record.people
        .filter((p) => isSecondaryPart(p) === secondary)
        .map((p) => personDisplayName(p) ?? '')
        .filter(Boolean)
        .join(' , '),
    );
  const inLanguage = (lang: Language) => {
    const terms = allTerms.map((t) => inLang(t, lang)).filter(Boolean);
    const title = [titleText(record, lang), record.inventoryNumber ?? ''].join(' ').trim();
    const stemmedTerms = withFoldedWords(
      [...terms, inLang(record.category.name, lang)].filter(Boolean).join(' '),
    );
    return {
      title: withFoldedWords(title),
      body: `${stemmedTerms} ${inLang(record.description, lang)}`,
      own: withFoldedWords(
        [inLang(record.title, lang), ...new Set(terms)].filter(Boolean).join(' '),
      ),
    };
  };
  return {
    people: withFoldedWords(
      record.people
        .map((p) => personDisplayName(p) ?? '')
        .filter(Boolean)
        .join(' '),
    ),
    creators: names(false),
    contributors: names(true),
    byLanguage: { fi: inLanguage('fi'), sv: inLanguage('sv'), en: inLanguage('en') },
  };
}
