import { describe, expect, it } from 'vitest';
import {
  readDate,
  readEntry,
  readIdList,
  readString,
  readStringList,
  readUrl,
  toPositiveInteger,
} from './read';

const entry = (contentType: string, fields?: unknown, type = 'Entry') => ({
  sys: {
    id: 'e1',
    type,
    contentType: { sys: { id: contentType } },
    updatedAt: '2025-01-01T00:00:00Z',
  },
  ...(fields === undefined ? {} : { fields }),
});

describe('readEntry', () => {
  it('reads id, content type, dates and fields', () => {
    expect(readEntry(entry('page', { title: 'x' }), 'page')).toEqual({
      id: 'e1',
      contentType: 'page',
      updatedAt: '2025-01-01T00:00:00Z',
      fields: { title: 'x' },
    });
  });

  it('refuses another content type, an unresolved link, an asset and junk', () => {
    expect(readEntry(entry('video'), 'page')).toBeUndefined();
    expect(readEntry({ sys: { type: 'Link', linkType: 'Entry', id: 'x' } })).toBeUndefined();
    expect(readEntry(entry('page', {}, 'Asset'))).toBeUndefined();
    for (const junk of [
      null,
      'page',
      42,
      [],
      { sys: 'Entry' },
      { sys: { type: 'Entry', id: 1 } },
    ]) {
      expect(readEntry(junk)).toBeUndefined();
    }
  });

  it('treats an entry without fields in this locale as having every field missing', () => {
    expect(readEntry(entry('page'))?.fields).toEqual({});
    expect(readEntry(entry('page', 'not fields'))?.fields).toEqual({});
  });
});

describe('field readers', () => {
  it('trims strings and treats blank or non-string values as missing', () => {
    expect(readString({ a: '  Ateneum ' }, 'a')).toBe('Ateneum');
    expect(readString({ a: '   ' }, 'a')).toBeUndefined();
    expect(readString({ a: 5 }, 'a')).toBeUndefined();
    expect(readString({}, 'a')).toBeUndefined();
  });

  it('reads object ids from numbers and digit strings, dropping junk and duplicates', () => {
    expect(readIdList({ ids: [3, '4', ' 5 ', '4', 'x', -1, 0, 1.5, null, '12a'] }, 'ids')).toEqual([
      3, 4, 5,
    ]);
    expect(readIdList({ ids: 'not a list' }, 'ids')).toEqual([]);
    expect(toPositiveInteger('9007199254740993')).toBeUndefined();
  });

  it('keeps non-blank strings of a list', () => {
    expect(readStringList({ g: ['a', ' ', 3, ' b '] }, 'g')).toEqual(['a', 'b']);
  });

  it('accepts dates and date-times Contentful stores, nothing else', () => {
    expect(readDate({ d: '2025-11-20' }, 'd')).toBe('2025-11-20');
    expect(readDate({ d: '2025-03-05T00:00+02:00' }, 'd')).toBe('2025-03-05T00:00+02:00');
    expect(readDate({ d: '20.11.2025' }, 'd')).toBeUndefined();
    expect(readDate({ d: '2025-13-45' }, 'd')).toBeUndefined();
  });

  it('accepts http(s) and site paths as link addresses, never script or protocol-relative', () => {
    expect(readUrl({ u: '/fi/search' }, 'u')).toBe('/fi/search');
    expect(readUrl({ u: 'https://example.org/a b' }, 'u')).toBe('https://example.org/a%20b');
    expect(readUrl({ u: 'javascript:alert(1)' }, 'u')).toBeUndefined();
    expect(readUrl({ u: '//evil.example' }, 'u')).toBeUndefined();
    expect(readUrl({ u: 'www.example.org' }, 'u')).toBeUndefined();
  });
});
