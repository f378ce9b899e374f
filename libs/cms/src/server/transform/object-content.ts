import type { ObjectLinkEntry } from '@kokoelma/domain';
import type {
  ObjectAdditionalInfo,
  ObjectAdvisory,
  ObjectInfo,
  PersonIntroduction,
} from '../../lib/model/object-content';
import { optional } from './optional';
import {
  readBoolean,
  readEntry,
  readIdList,
  readInteger,
  readString,
  readStringList,
  readUrl,
} from './read';
import { readRichText } from './rich-text';

/**
 * An object info box: it needs a title in this language and at least one object or
 * gallery to be shown on, otherwise it would appear nowhere.
 */
export function toObjectInfo(value: unknown): ObjectInfo | undefined {
  const entry = readEntry(value, 'objectInfo');
  if (!entry) return undefined;
  const { fields } = entry;
  const title = readString(fields, 'title');
  const objectIds = readIdList(fields, 'objectIds');
  const galleryIds = readStringList(fields, 'galleryIds');
  if (title === undefined || (objectIds.length === 0 && galleryIds.length === 0)) return undefined;
  const linkUrl = readUrl(fields, 'linkUrl');
  return {
    id: entry.id,
    objectIds,
    galleryIds,
    title,
    ...optional('content', readRichText(fields['content'])),
    // A link title without an address would be a link to nowhere, so both or neither.
    ...optional('linkTitle', linkUrl !== undefined ? readString(fields, 'linkTitle') : undefined),
    ...optional('linkUrl', linkUrl),
    newTab: readBoolean(fields, 'newTab') ?? false,
  };
}

/**
 * A search link button (haunLinkkipainike) as the domain's link-map rule takes it: the
 * rule, not this reader, decides which entry wins for an id (newest update first).
 */
export function toObjectLinkEntry(value: unknown): ObjectLinkEntry | undefined {
  const entry = readEntry(value, 'haunLinkkipainike');
  if (!entry) return undefined;
  const ids = readIdList(entry.fields, 'ids');
  const text = readString(entry.fields, 'text');
  const url = readUrl(entry.fields, 'url');
  if (ids.length === 0 || text === undefined || url === undefined) return undefined;
  // Without a date the entry counts as oldest, which the domain rule handles.
  return { ids, text, url, updatedAt: entry.updatedAt ?? '' };
}

/** Additional info of one object: needs its object id and a body in this language. */
export function toObjectAdditionalInfo(value: unknown): ObjectAdditionalInfo | undefined {
  const entry = readEntry(value, 'objectAdditionalInfo');
  if (!entry) return undefined;
  const objectId = readInteger(entry.fields, 'objectId');
  const content = readRichText(entry.fields['content']);
  if (objectId === undefined || content === undefined) return undefined;
  return {
    id: entry.id,
    objectId,
    ...optional('title', readString(entry.fields, 'title')),
    content,
  };
}

/**
 * A person's introduction: needs the person's id and a text in this language, otherwise
 * there is nothing to show (nothing is taken from another language).
 */
export function toPersonIntroduction(value: unknown): PersonIntroduction | undefined {
  const entry = readEntry(value, 'personIntroduction');
  if (!entry) return undefined;
  const personId = readString(entry.fields, 'personId');
  const introduction = readRichText(entry.fields['introduction']);
  if (personId === undefined || introduction === undefined) return undefined;
  return { id: entry.id, personId, introduction };
}

/**
 * A content advisory of one object: needs its object id, and a note in this language or the
 * blur (which holds in every language); a language without a note gets no text, never
 * another language's.
 */
export function toObjectAdvisory(value: unknown): ObjectAdvisory | undefined {
  const entry = readEntry(value, 'objectAdvisory');
  if (!entry) return undefined;
  const objectId = readInteger(entry.fields, 'objectId');
  const advisory = readRichText(entry.fields['advisory']);
  const blurImage = readBoolean(entry.fields, 'blurImage') ?? false;
  if (objectId === undefined || (advisory === undefined && !blurImage)) return undefined;
  return { id: entry.id, objectId, ...optional('advisory', advisory), blurImage };
}
