import type { Language } from '@kokoelma/domain';
import type {
  Article,
  ArticleAuthor,
  ArticleCategory,
  ArticleSummary,
} from '../../lib/model/article';
import { missingTranslation } from '../../lib/model/missing-translation';
import type { MissingTranslation } from '../../lib/model/missing-translation';
import { readLinkedAsset } from './asset';
import { optional } from './optional';
import { readDate, readEntry, readString } from './read';
import type { EntryParts } from './read';
import { readRichText } from './rich-text';

/** A category with a name in this language and a slug; otherwise none. */
export function toArticleCategory(value: unknown): ArticleCategory | undefined {
  const entry = readEntry(value, 'blogCategory');
  if (!entry) return undefined;
  const name = readString(entry.fields, 'name');
  const slug = readString(entry.fields, 'slug');
  return name !== undefined && slug !== undefined ? { id: entry.id, slug, name } : undefined;
}

/**
 * The publish date editors set; a draft seen in preview may not have one yet, and then
 * the entry's creation time stands in, so that preview can still show and sort it.
 */
function publishDate(entry: EntryParts): string | undefined {
  return readDate(entry.fields, 'publishDate') ?? entry.createdAt;
}

function toAuthor(value: unknown): ArticleAuthor | undefined {
  const entry = readEntry(value, 'author');
  const name = entry ? readString(entry.fields, 'name') : undefined;
  if (!entry || name === undefined) return undefined;
  return {
    name,
    ...optional('description', readString(entry.fields, 'description')),
    ...optional('image', readLinkedAsset(entry.fields, 'image')),
  };
}

/**
 * An article for lists: needs a title and a body in this language, a slug and a date. An
 * article whose body is not written in the language is left out: its page would only say
 * that it is not available in that language.
 */
export function toArticleSummary(value: unknown): ArticleSummary | undefined {
  const entry = readEntry(value, 'blogPage');
  if (!entry) return undefined;
  const { fields } = entry;
  const title = readString(fields, 'title');
  const slug = readString(fields, 'slug');
  const date = publishDate(entry);
  if (title === undefined || slug === undefined || date === undefined) return undefined;
  if (readRichText(fields['articleBody']) === undefined) return undefined;
  const category = toArticleCategory(fields['category']);
  return {
    id: entry.id,
    title,
    slug,
    publishDate: date,
    ...optional('type', category?.name),
    ...optional('categoryId', category?.id),
    ...optional('heroImage', readLinkedAsset(fields, 'heroImage')),
    ...optional('heroImageAlt', readString(fields, 'heroImageAlt')),
    ...optional('ingress', readString(fields, 'ingress')),
  };
}

/**
 * A whole article; the missing-translation marker when its title or body is not written
 * in `lang`; undefined when it is not an article or is incomplete.
 *
 * Incomplete means no hero image, mobile hero image or category: the spec says a preview
 * article missing one of them is undefined (§2). Drafts are the only way to get there,
 * since Contentful refuses to publish without required fields, so the same rule also
 * covers a published entry that comes back malformed, and the page then has no article.
 */
export function toArticle(
  value: unknown,
  lang: Language,
): Article | MissingTranslation | undefined {
  const entry = readEntry(value, 'blogPage');
  const slug = entry ? readString(entry.fields, 'slug') : undefined;
  if (!entry || slug === undefined) return undefined;
  const { fields } = entry;
  const title = readString(fields, 'title');
  const articleBody = readRichText(fields['articleBody']);
  if (title === undefined || articleBody === undefined) return missingTranslation(lang);
  const category = toArticleCategory(fields['category']);
  const heroImage = readLinkedAsset(fields, 'heroImage');
  const heroImageMobile = readLinkedAsset(fields, 'heroImageMobile');
  const date = publishDate(entry);
  if (!category || !heroImage || !heroImageMobile || date === undefined) return undefined;
  return {
    kind: 'article',
    id: entry.id,
    title,
    slug,
    publishDate: date,
    type: category.name,
    category,
    heroImage,
    heroImageMobile,
    ...optional('heroImageAlt', readString(fields, 'heroImageAlt')),
    ...optional('heroImageCaption', readString(fields, 'heroImageCaption')),
    ...optional('ingress', readString(fields, 'ingress')),
    articleBody,
    // The spec's article has an empty list of recommendations (§3); the field is read
    // by nothing until the site shows them.
    recommendations: [],
    ...optional('author', toAuthor(fields['author'])),
  };
}
