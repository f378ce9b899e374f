import type { Language } from '@kokoelma/domain';
import type {
  ContentPage,
  ContentSearchItem,
  FrontPage,
  FrontPageHighlight,
} from '../../lib/model/content-page';
import { missingTranslation } from '../../lib/model/missing-translation';
import type { MissingTranslation } from '../../lib/model/missing-translation';
import { firstBlockText } from '../../lib/rich-text/plain-text';
import { readLinkedAsset } from './asset';
import { optional } from './optional';
import { readEntry, readLinkedEntries, readString } from './read';
import type { EntryParts } from './read';
import { readRichText } from './rich-text';

/**
 * A content page, the missing-translation marker when its title or body is not written
 * in `lang` (spec §2), or undefined for something that is not a page with a slug.
 */
export function toContentPage(
  value: unknown,
  lang: Language,
): ContentPage | MissingTranslation | undefined {
  const entry = readEntry(value, 'page');
  const slug = entry ? readString(entry.fields, 'slug') : undefined;
  if (!entry || slug === undefined) return undefined;
  const { fields } = entry;
  const title = readString(fields, 'title');
  const body = readRichText(fields['body']);
  if (title === undefined || body === undefined) return missingTranslation(lang);
  return {
    kind: 'content-page',
    id: entry.id,
    slug,
    title,
    ...optional('headerImage', readLinkedAsset(fields, 'headerImage')),
    ...optional('description', readString(fields, 'description')),
    body,
    ...optional('sidebarInfoBox', readRichText(fields['sidebarInfoBox'])),
  };
}

/** A content search hit: a page with a title and slug in this language. */
export function toContentSearchItem(value: unknown): ContentSearchItem | undefined {
  const entry = readEntry(value, 'page');
  if (!entry) return undefined;
  const title = readString(entry.fields, 'title');
  const slug = readString(entry.fields, 'slug');
  if (title === undefined || slug === undefined) return undefined;
  return { id: entry.id, title, slug, text: firstBlockText(readRichText(entry.fields['body'])) };
}

/** A highlight of the front page: a page or an article that exists in this language. */
function toHighlight(entry: EntryParts): FrontPageHighlight | undefined {
  if (entry.contentType !== 'page' && entry.contentType !== 'blogPage') return undefined;
  const isPage = entry.contentType === 'page';
  const title = readString(entry.fields, 'title');
  const slug = readString(entry.fields, 'slug');
  if (title === undefined || slug === undefined) return undefined;
  return {
    id: entry.id,
    kind: isPage ? 'content-page' : 'article',
    slug,
    title,
    ...optional('description', readString(entry.fields, isPage ? 'description' : 'ingress')),
    ...optional('image', readLinkedAsset(entry.fields, isPage ? 'headerImage' : 'heroImage')),
  };
}

/** The front page, or the missing-translation marker when it has no title in `lang`. */
export function toFrontPage(
  value: unknown,
  lang: Language,
): FrontPage | MissingTranslation | undefined {
  const entry = readEntry(value, 'frontPage');
  if (!entry) return undefined;
  const { fields } = entry;
  const title = readString(fields, 'title');
  if (title === undefined) return missingTranslation(lang);
  return {
    kind: 'front-page',
    id: entry.id,
    title,
    ...optional('ingress', readString(fields, 'ingress')),
    ...optional('heroImage', readLinkedAsset(fields, 'heroImage')),
    ...optional('heroImageAlt', readString(fields, 'heroImageAlt')),
    ...optional('heroImageCaption', readString(fields, 'heroImageCaption')),
    ...optional('body', readRichText(fields['body'])),
    highlights: readLinkedEntries(fields, 'highlights').flatMap((linked) => {
      const highlight = toHighlight(linked);
      return highlight ? [highlight] : [];
    }),
  };
}
