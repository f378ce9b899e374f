import { CONTENT_FETCH_LIMIT } from '@kokoelma/domain';
import { CmsRequestError } from '../cms-errors';
import { contentTypeDefinition } from '../content-model';
import type { EntryQuery } from '../entry-source';
import { isRecord } from '../transform/read';
import type { CdaCollection, CdaEntity, LocalizedEntity } from './local-types';
import { matchesAllTerms } from './stemmed-match';

/** What a local space holds. */
export interface LocalSpaceContent {
  readonly entries: readonly CdaEntity[];
  readonly assets: readonly CdaEntity[];
  /** Unpublished versions: seen only by preview queries, replacing entries of the same id. */
  readonly drafts?: readonly CdaEntity[];
  /** Locale codes; the first is the default, whose values unlocalized fields hold. */
  readonly locales: readonly [string, ...string[]];
}

/** A space in memory that answers entry queries as Contentful's delivery API does. */
export interface LocalSpace {
  /** The response of `GET /entries` for `query`, links not yet resolved. */
  query(query: EntryQuery): CdaCollection;
}

const CONTENTFUL_DEFAULT_LIMIT = 100;
const CONTENTFUL_DEFAULT_INCLUDE = 1;
const CONTENTFUL_MAX_INCLUDE = 10;

function at(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const part of path) current = isRecord(current) ? current[part] : undefined;
  return current;
}

/**
 * Text of an entry for full-text search: its strings and the words of its rich text,
 * not the node types and link addresses of the rich text, nor linked entries.
 */
function searchableText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(searchableText).join(' ');
  if (!isRecord(value) || isRecord(value['sys'])) return '';
  if (typeof value['nodeType'] === 'string') {
    return value['nodeType'] === 'text'
      ? searchableText(value['value'])
      : searchableText(value['content']);
  }
  return Object.values(value).map(searchableText).join(' ');
}

function matches(entity: LocalizedEntity, where: Readonly<Record<string, string | number>>) {
  return Object.entries(where).every(([path, expected]) => {
    const value = at(entity, path.split('.'));
    // As in Contentful, a list field matches when one of its values does.
    const values: unknown[] = Array.isArray(value) ? value : [value];
    return values.some((item) => item !== undefined && String(item) === String(expected));
  });
}

function comparator(order: string, locale: string) {
  const descending = order.startsWith('-');
  const path = (descending ? order.slice(1) : order).split('.');
  return (a: LocalizedEntity, b: LocalizedEntity): number => {
    const [x, y] = [at(a, path), at(b, path)];
    // Entries without the value come last in either direction.
    if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
    const result =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x).localeCompare(String(y), locale);
    return descending ? -result : result;
  };
}

function linkTargets(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) linkTargets(item, found);
    return;
  }
  if (!isRecord(value)) return;
  const sys = value['sys'];
  if (isRecord(sys) && sys['type'] === 'Link') {
    if (typeof sys['id'] === 'string') found.add(`${String(sys['linkType'])}!${sys['id']}`);
    return;
  }
  for (const item of Object.values(value)) linkTargets(item, found);
}

/** A local space over `content`. */
export function createLocalSpace(content: LocalSpaceContent): LocalSpace {
  const [defaultLocale] = content.locales;

  const localize = (entity: CdaEntity, locale: string): LocalizedEntity => {
    const typeId = entity.sys.contentType?.sys.id;
    const definition = typeId === undefined ? undefined : contentTypeDefinition(typeId);
    const fields: Record<string, unknown> = {};
    for (const [name, values] of Object.entries(entity.fields)) {
      const localized = definition?.fields.find((field) => field.id === name)?.localized;
      // Unlocalized fields hold one value, under the default locale. An asset's file
      // is shared too unless a locale has its own; its title and description are not.
      const shared = localized === false || (entity.sys.type === 'Asset' && name === 'file');
      const value = values[locale] ?? (shared ? values[defaultLocale] : undefined);
      if (value !== undefined) fields[name] = value;
    }
    return { sys: { ...entity.sys, locale }, fields };
  };

  return {
    query(query) {
      const { locale, contentType } = query;
      if (!content.locales.includes(locale)) {
        throw new CmsRequestError(contentType, 400, `Unknown locale: ${locale}`);
      }
      const drafts = query.preview ? (content.drafts ?? []) : [];
      const draftIds = new Set(drafts.map((draft) => draft.sys.id));
      const pool = [...content.entries.filter((e) => !draftIds.has(e.sys.id)), ...drafts];
      const byKey = new Map<string, CdaEntity>();
      for (const entity of [...pool, ...content.assets]) {
        byKey.set(`${entity.sys.type}!${entity.sys.id}`, entity);
      }

      const terms = (query.search ?? '').toLocaleLowerCase(locale).split(/\s+/).filter(Boolean);
      const matching = pool
        .filter((entity) => entity.sys.contentType?.sys.id === contentType)
        .map((entity) => localize(entity, locale))
        .filter((entity) => matches(entity, query.where ?? {}))
        .filter((entity) => {
          return matchesAllTerms(searchableText(entity.fields), terms, locale);
        });
      if (query.order) matching.sort(comparator(query.order, locale));
      const limit = Math.min(query.limit ?? CONTENTFUL_DEFAULT_LIMIT, CONTENT_FETCH_LIMIT);
      const items = matching.slice(0, limit);

      // Linked entities level by level, as far as `include` asks.
      const depth = Math.min(query.include ?? CONTENTFUL_DEFAULT_INCLUDE, CONTENTFUL_MAX_INCLUDE);
      const seen = new Set(items.map((item) => `Entry!${item.sys.id}`));
      const included: LocalizedEntity[] = [];
      let level: readonly LocalizedEntity[] = items;
      for (let round = 0; round < depth && level.length > 0; round += 1) {
        const targets = new Set<string>();
        for (const entity of level) linkTargets(entity.fields, targets);
        const next = [...targets].flatMap((key) => {
          const target = byKey.get(key);
          if (seen.has(key) || !target) return [];
          seen.add(key);
          return [localize(target, locale)];
        });
        included.push(...next);
        level = next.filter((entity) => entity.sys.type === 'Entry');
      }
      return {
        sys: { type: 'Array' },
        total: matching.length,
        skip: 0,
        limit,
        items,
        includes: {
          Entry: included.filter((entity) => entity.sys.type === 'Entry'),
          Asset: included.filter((entity) => entity.sys.type === 'Asset'),
        },
      };
    },
  };
}
