import { describe, expect, it } from 'vitest';
import { bodyOf, entryOf, imageAsset } from './fixtures.test-support';
import { toContentPage, toContentSearchItem, toFrontPage } from './page';

const page = (fields: Record<string, unknown>) => entryOf('page', 'p1', fields);

describe('toContentPage', () => {
  it('maps a complete page, images and info box included', () => {
    const result = toContentPage(
      page({
        slug: 'yhteystiedot',
        title: 'Yhteystiedot',
        headerImage: imageAsset('2'),
        description: 'Osoitteet',
        body: bodyOf('Kaivokatu 2'),
        sidebarInfoBox: bodyOf('Vaihde'),
      }),
      'fi',
    );
    expect(result).toMatchObject({
      kind: 'content-page',
      id: 'p1',
      slug: 'yhteystiedot',
      title: 'Yhteystiedot',
      headerImage: { id: '2', url: '/cms-assets/objects/2.jpg' },
      description: 'Osoitteet',
    });
    expect(result?.kind === 'content-page' && result.sidebarInfoBox?.content).toHaveLength(1);
  });

  it('is the missing-translation marker when the title or the body is missing', () => {
    const marker = { kind: 'missing-translation', lang: 'sv' };
    expect(toContentPage(page({ slug: 's', body: bodyOf('x') }), 'sv')).toEqual(marker);
    expect(toContentPage(page({ slug: 's', title: 'T' }), 'sv')).toEqual(marker);
    expect(toContentPage(page({ slug: 's', title: 'T', body: 'not rich text' }), 'sv')).toEqual(
      marker,
    );
  });

  it('leaves out a malformed header image or info box instead of failing', () => {
    const result = toContentPage(
      page({
        slug: 's',
        title: 'T',
        body: bodyOf('x'),
        headerImage: { sys: { type: 'Link' } },
        sidebarInfoBox: 5,
      }),
      'fi',
    );
    expect(result).toEqual({
      kind: 'content-page',
      id: 'p1',
      slug: 's',
      title: 'T',
      body: bodyOf('x'),
    });
  });

  it('is undefined for something that is not a page with a slug', () => {
    expect(toContentPage(page({ title: 'T', body: bodyOf('x') }), 'fi')).toBeUndefined();
    expect(toContentPage(entryOf('video', 'v', { slug: 's' }), 'fi')).toBeUndefined();
    expect(toContentPage(undefined, 'fi')).toBeUndefined();
  });
});

describe('toContentSearchItem', () => {
  it('gives title, slug and the first block as text', () => {
    expect(
      toContentSearchItem(page({ slug: 's', title: 'T', body: bodyOf('Eka kappale') })),
    ).toEqual({
      id: 'p1',
      title: 'T',
      slug: 's',
      text: 'Eka kappale',
    });
    expect(toContentSearchItem(page({ slug: 's', title: 'T' }))?.text).toBe('');
    expect(toContentSearchItem(page({ slug: 's' }))).toBeUndefined();
  });
});

describe('toFrontPage', () => {
  it('keeps highlights of pages and articles that exist in the language, in order', () => {
    const result = toFrontPage(
      entryOf('frontPage', 'f', {
        title: 'Tutustu',
        heroImage: imageAsset('1'),
        highlights: [
          entryOf('blogPage', 'a', {
            title: 'Artikkeli',
            slug: 'art',
            ingress: 'Ingressi',
            heroImage: imageAsset('5'),
          }),
          entryOf('page', 'b', { slug: 'untranslated' }),
          entryOf('video', 'c', { title: 'Video', slug: 'v' }),
          entryOf('page', 'd', { title: 'Sivu', slug: 'sivu', description: 'Kuvaus' }),
          { sys: { type: 'Link', linkType: 'Entry', id: 'gone' } },
        ],
      }),
      'fi',
    );
    expect(result?.kind === 'front-page' && result.highlights).toEqual([
      {
        id: 'a',
        kind: 'article',
        slug: 'art',
        title: 'Artikkeli',
        description: 'Ingressi',
        image: expect.objectContaining({ id: '5' }),
      },
      { id: 'd', kind: 'content-page', slug: 'sivu', title: 'Sivu', description: 'Kuvaus' },
    ]);
  });

  it('is the missing-translation marker without a title', () => {
    expect(toFrontPage(entryOf('frontPage', 'f', {}), 'en')).toEqual({
      kind: 'missing-translation',
      lang: 'en',
    });
  });
});
