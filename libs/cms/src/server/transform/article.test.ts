import { describe, expect, it } from 'vitest';
import { toArticle, toArticleCategory, toArticleSummary } from './article';
import { bodyOf, entryOf, imageAsset } from './fixtures.test-support';

const category = entryOf('blogCategory', 'c1', { name: 'Konservointi', slug: 'konservointi' });

function blogPage(fields: Record<string, unknown> = {}) {
  return entryOf('blogPage', 'a1', {
    title: 'Konservaattorin työpöydältä',
    slug: 'konservaattorin-tyopoydalta',
    publishDate: '2025-10-29',
    category,
    heroImage: imageAsset('11'),
    heroImageMobile: imageAsset('12'),
    heroImageAlt: 'Alt',
    heroImageCaption: 'Kuvateksti',
    ingress: 'Ingressi',
    articleBody: bodyOf('Teksti'),
    author: entryOf('author', 'au', { name: 'Kokoelmapalvelut', image: imageAsset('16') }),
    recommendations: [entryOf('blogPage', 'other', { title: 'Muu', slug: 'muu' })],
    ...fields,
  });
}

describe('toArticle', () => {
  it('maps a complete article; the type is the category name', () => {
    const article = toArticle(blogPage(), 'fi');
    expect(article).toMatchObject({
      kind: 'article',
      id: 'a1',
      title: 'Konservaattorin työpöydältä',
      slug: 'konservaattorin-tyopoydalta',
      publishDate: '2025-10-29',
      type: 'Konservointi',
      category: { id: 'c1', name: 'Konservointi', slug: 'konservointi' },
      heroImage: { id: '11' },
      heroImageMobile: { id: '12' },
      heroImageAlt: 'Alt',
      heroImageCaption: 'Kuvateksti',
      ingress: 'Ingressi',
      author: { name: 'Kokoelmapalvelut', image: { id: '16' } },
    });
  });

  it('always has an empty list of recommendations (spec §3)', () => {
    expect(toArticle(blogPage(), 'fi')).toMatchObject({ recommendations: [] });
  });

  it('is the missing-translation marker without a title or a body in the language', () => {
    const marker = { kind: 'missing-translation', lang: 'sv' };
    expect(toArticle(blogPage({ articleBody: undefined }), 'sv')).toEqual(marker);
    expect(toArticle(blogPage({ title: '  ' }), 'sv')).toEqual(marker);
  });

  it('is undefined without a hero image, a mobile hero image or a category (spec §2)', () => {
    expect(toArticle(blogPage({ heroImage: undefined }), 'fi')).toBeUndefined();
    expect(
      toArticle(
        blogPage({ heroImageMobile: { sys: { type: 'Link', linkType: 'Asset', id: 'x' } } }),
        'fi',
      ),
    ).toBeUndefined();
    expect(toArticle(blogPage({ category: undefined }), 'fi')).toBeUndefined();
    // A category without a name in this language cannot give the article its type.
    expect(
      toArticle(blogPage({ category: entryOf('blogCategory', 'c', { slug: 'x' }) }), 'fi'),
    ).toBeUndefined();
  });

  it('uses the creation time of a draft without a publish date', () => {
    expect(toArticle(blogPage({ publishDate: undefined }), 'fi')).toMatchObject({
      publishDate: '2025-01-02T10:00:00.000Z',
    });
  });

  it('leaves out an author without a name', () => {
    const article = toArticle(
      blogPage({ author: entryOf('author', 'x', { description: 'd' }) }),
      'fi',
    );
    expect(article && 'author' in article).toBe(false);
  });
});

describe('toArticleSummary', () => {
  it('needs only title, slug and a date; category and image are optional', () => {
    expect(toArticleSummary(blogPage({ category: undefined, heroImage: undefined }))).toEqual({
      id: 'a1',
      title: 'Konservaattorin työpöydältä',
      slug: 'konservaattorin-tyopoydalta',
      publishDate: '2025-10-29',
      heroImageAlt: 'Alt',
      ingress: 'Ingressi',
    });
    expect(toArticleSummary(blogPage())).toMatchObject({ type: 'Konservointi', categoryId: 'c1' });
    expect(toArticleSummary(blogPage({ title: undefined }))).toBeUndefined();
  });

  it('leaves out an article whose body is not written in the language', () => {
    // Its page would only say "not yet available in Swedish": no list leads there.
    expect(toArticleSummary(blogPage({ articleBody: undefined }))).toBeUndefined();
  });
});

describe('toArticleCategory', () => {
  it('needs a name and a slug', () => {
    expect(toArticleCategory(category)).toEqual({
      id: 'c1',
      name: 'Konservointi',
      slug: 'konservointi',
    });
    expect(toArticleCategory(entryOf('blogCategory', 'c', { name: 'N' }))).toBeUndefined();
  });
});
