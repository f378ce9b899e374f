// Entry ids of the local content, shared by the files that link to each other.

export const PAGE = {
  about: 'page-about',
  imageRights: 'page-image-rights',
  media: 'page-media',
  accessibility: 'page-accessibility',
  privacy: 'page-privacy',
  contact: 'page-contact',
  cookies: 'page-cookies',
} as const;

export const ARTICLE = {
  openImages: 'article-open-images',
  photography: 'article-photography',
  conservation: 'article-conservation',
  sketchbooks: 'article-sketchbooks',
  searchRenewed: 'article-search-renewed',
  acquisitionsDraft: 'article-acquisitions-draft',
  exhibitionDraft: 'article-exhibition-draft',
} as const;

export const CATEGORY = {
  collections: 'category-collections',
  conservation: 'category-conservation',
  news: 'category-news',
} as const;
