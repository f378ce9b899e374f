import { describe, expect, it } from 'vitest';
import { CmsRequestError } from '../cms-errors';
import { entry, link, t } from './content/build';
import { createLocalSpace } from './local-space';
import { resolveCollection } from './resolve-links';

const dates = { createdAt: '2025-01-01T00:00:00.000Z' };

const space = createLocalSpace({
  locales: ['fi', 'sv', 'en'],
  assets: [],
  entries: [
    entry('blogCategory', 'c1', dates, { slug: 'a', name: t('Aa', 'Åå', undefined) }),
    entry(
      'blogPage',
      'b1',
      { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-03-01T00:00:00.000Z' },
      {
        slug: 'eka',
        publishDate: '2025-01-05',
        title: t('Eka', 'Första', 'First'),
        category: link('Entry', 'c1'),
        recommendations: [link('Entry', 'b2')],
      },
    ),
    entry('blogPage', 'b2', dates, {
      slug: 'toka',
      publishDate: '2025-02-05',
      title: t('Toka', undefined, 'Second'),
      recommendations: [link('Entry', 'b1'), link('Entry', 'missing')],
    }),
  ],
  drafts: [
    entry('blogPage', 'b2', dates, {
      slug: 'toka',
      title: t('Toka (luonnos)', undefined, undefined),
    }),
  ],
});

describe('local space', () => {
  it('narrows fields to the locale without falling back, unlocalized fields shared', () => {
    const { items } = space.query({ contentType: 'blogPage', locale: 'sv', order: 'fields.slug' });
    expect(items.map((item) => item.fields)).toEqual([
      expect.objectContaining({ slug: 'eka', title: 'Första' }),
      expect.not.objectContaining({ title: expect.anything() }),
    ]);
    expect(items[0]?.sys.locale).toBe('sv');
  });

  it('filters by field and by linked id, orders, and limits as the API does', () => {
    const bySlug = space.query({
      contentType: 'blogPage',
      locale: 'fi',
      where: { 'fields.slug': 'toka' },
    });
    expect(bySlug.items.map((item) => item.sys.id)).toEqual(['b2']);
    const byCategory = space.query({
      contentType: 'blogPage',
      locale: 'fi',
      where: { 'fields.category.sys.id': 'c1' },
    });
    expect(byCategory.items.map((item) => item.sys.id)).toEqual(['b1']);
    const newest = space.query({
      contentType: 'blogPage',
      locale: 'fi',
      order: '-fields.publishDate',
      limit: 1,
    });
    expect(newest).toMatchObject({ total: 2, limit: 1 });
    expect(newest.items.map((item) => item.sys.id)).toEqual(['b2']);
    const updated = space.query({ contentType: 'blogPage', locale: 'fi', order: '-sys.updatedAt' });
    expect(updated.items.map((item) => item.sys.id)).toEqual(['b1', 'b2']);
  });

  it('searches the text of the entry in that locale, every word', () => {
    const search = (text: string, locale = 'fi') =>
      space
        .query({ contentType: 'blogPage', locale, search: text })
        .items.map((item) => item.sys.id);
    expect(search('TOKA')).toEqual(['b2']);
    expect(search('eka toka')).toEqual([]);
    expect(search('Second', 'fi')).toEqual([]);
    expect(search('Second', 'en')).toEqual(['b2']);
  });

  it('includes linked entries as deep as asked, default one level', () => {
    const query = {
      contentType: 'blogPage',
      locale: 'fi',
      where: { 'fields.slug': 'eka' },
    } as const;
    expect(space.query({ ...query, include: 0 }).includes.Entry).toEqual([]);
    expect(
      space
        .query(query)
        .includes.Entry.map((e) => e.sys.id)
        .sort(),
    ).toEqual(['b2', 'c1']);
  });

  it('resolves links like the SDK: cycles shared, unknown targets left as links', () => {
    const [first] = resolveCollection(
      space.query({
        contentType: 'blogPage',
        locale: 'fi',
        where: { 'fields.slug': 'eka' },
        include: 2,
      }),
    );
    const fields = (value: unknown) =>
      typeof value === 'object' && value !== null && 'fields' in value ? value.fields : undefined;
    const recommendations = (value: unknown) => {
      const f = fields(value);
      return typeof f === 'object' &&
        f !== null &&
        'recommendations' in f &&
        Array.isArray(f.recommendations)
        ? f.recommendations
        : [];
    };
    const [second] = recommendations(first);
    const [back, missing] = recommendations(second);
    expect(back).toBe(first);
    expect(missing).toEqual({ sys: { type: 'Link', linkType: 'Entry', id: 'missing' } });
  });

  it('shows drafts to preview queries only', () => {
    const title = (preview: boolean) =>
      space.query({
        contentType: 'blogPage',
        locale: 'fi',
        where: { 'fields.slug': 'toka' },
        preview,
      }).items[0]?.fields['title'];
    expect(title(false)).toBe('Toka');
    expect(title(true)).toBe('Toka (luonnos)');
  });

  it('refuses an unknown locale as Contentful does', () => {
    expect(() => space.query({ contentType: 'blogPage', locale: 'de' })).toThrow(CmsRequestError);
  });
});

describe('local content builders', () => {
  it('refuse a field the content model does not have, or an untranslated localized field', () => {
    expect(() => entry('page', 'x', dates, { titel: 'typo' })).toThrow(/no field titel/);
    expect(() => entry('page', 'x', dates, { title: 'not per language' })).toThrow(
      /t\(fi, sv, en\)/,
    );
  });
});
