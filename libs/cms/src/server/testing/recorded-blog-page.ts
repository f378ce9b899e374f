// A Delivery API response for one blogPage (locale en, include=2) in the exact shape
// Contentful returns: links in fields, linked entries and assets in `includes`,
// protocol-relative file URLs, image details. Ids and texts are made up.

const space = { sys: { type: 'Link', linkType: 'Space', id: 'fake-space' } };
const environment = { sys: { id: 'master', type: 'Link', linkType: 'Environment' } };

function sys(type: 'Entry' | 'Asset', id: string, contentType?: string) {
  return {
    space,
    id,
    type,
    createdAt: '2025-03-03T09:12:44.503Z',
    updatedAt: '2025-03-05T14:01:10.117Z',
    environment,
    publishedVersion: 14,
    revision: 3,
    ...(contentType
      ? { contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } } }
      : {}),
    locale: 'en-US',
  };
}

function image(id: string, fileName: string) {
  return {
    metadata: { tags: [], concepts: [] },
    sys: sys('Asset', id),
    fields: {
      title: 'Hall of the Ateneum',
      description: 'The main staircase of the Ateneum in winter light',
      file: {
        url: `//images.ctfassets.net/fake-space/${id}/0a1b2c3d4e5f/${fileName}`,
        details: { size: 482113, image: { width: 2400, height: 1350 } },
        fileName,
        contentType: 'image/jpeg',
      },
    },
  };
}

const link = (linkType: 'Entry' | 'Asset', id: string) => ({ sys: { type: 'Link', linkType, id } });

export const RECORDED_BLOG_PAGE = {
  sys: { type: 'Array' },
  total: 1,
  skip: 0,
  limit: 1,
  items: [
    {
      metadata: { tags: [], concepts: [] },
      sys: sys('Entry', '5KsDBWseXY6QegucYAoacS', 'blogPage'),
      fields: {
        title: 'A winter in the archives',
        slug: 'a-winter-in-the-archives',
        publishDate: '2025-03-05T00:00+02:00',
        category: link('Entry', '3HNzx9gvJScKku4UmcekYw'),
        heroImage: link('Asset', '1Ab2Cd3Ef4Gh5Ij6Kl7Mn8'),
        heroImageMobile: link('Asset', '9Zy8Xw7Vu6Ts5Rq4Po3Nm2'),
        heroImageAlt: 'The main staircase of the Ateneum',
        ingress: 'What the letters of the archive tell about a winter long ago.',
        articleBody: {
          nodeType: 'document',
          data: {},
          content: [
            {
              nodeType: 'paragraph',
              data: {},
              content: [
                { nodeType: 'text', value: 'Read about ', marks: [], data: {} },
                {
                  nodeType: 'entry-hyperlink',
                  data: { target: link('Entry', '6QZ7rDnHtvhRq6ZLBEvPhb') },
                  content: [{ nodeType: 'text', value: 'image rights', marks: [], data: {} }],
                },
                { nodeType: 'text', value: '.', marks: [{ type: 'bold' }], data: {} },
              ],
            },
            {
              nodeType: 'embedded-asset-block',
              data: { target: link('Asset', '1Ab2Cd3Ef4Gh5Ij6Kl7Mn8') },
              content: [],
            },
          ],
        },
        author: link('Entry', '2YxW3vU4tS5rQ6pO7nM8lK'),
      },
    },
  ],
  includes: {
    Entry: [
      {
        metadata: { tags: [], concepts: [] },
        sys: sys('Entry', '3HNzx9gvJScKku4UmcekYw', 'blogCategory'),
        fields: { name: 'Archives', slug: 'archives' },
      },
      {
        metadata: { tags: [], concepts: [] },
        sys: sys('Entry', '6QZ7rDnHtvhRq6ZLBEvPhb', 'page'),
        fields: { title: 'Image usage rights', slug: 'kuvien-kayttooikeudet' },
      },
      {
        metadata: { tags: [], concepts: [] },
        sys: sys('Entry', '2YxW3vU4tS5rQ6pO7nM8lK', 'author'),
        fields: {
          name: 'Jane Archivist',
          description: 'Archivist at the Finnish National Gallery',
          image: link('Asset', '7Portrait8Asset9Id0000'),
        },
      },
    ],
    Asset: [
      image('1Ab2Cd3Ef4Gh5Ij6Kl7Mn8', 'staircase.jpg'),
      image('9Zy8Xw7Vu6Ts5Rq4Po3Nm2', 'staircase-mobile.jpg'),
    ],
  },
};
