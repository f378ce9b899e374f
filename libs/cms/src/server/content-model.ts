// The Contentful content model the site reads: content type ids and their fields, in
// the shape of Contentful's /content_types response. The local content store uses it
// to know which fields are localized; the README documents it for the museum's editors.

/** A field of a content type (a subset of Contentful's field definition). */
export interface ContentFieldDefinition {
  readonly id: string;
  readonly name: string;
  readonly type: 'Symbol' | 'Text' | 'RichText' | 'Integer' | 'Boolean' | 'Date' | 'Link' | 'Array';
  /** Translated per language; other fields hold one value for every language. */
  readonly localized: boolean;
  readonly required: boolean;
  readonly linkType?: 'Entry' | 'Asset';
  readonly items?: { readonly type: 'Symbol' | 'Link'; readonly linkType?: 'Entry' | 'Asset' };
}

/** A content type: its id is what queries name as `content_type`. */
export interface ContentTypeDefinition {
  readonly id: ContentTypeId;
  readonly name: string;
  readonly displayField: string;
  readonly fields: readonly ContentFieldDefinition[];
}

/** Content type ids of the model. */
export const CONTENT_TYPE_IDS = [
  'menuItem',
  'page',
  'frontPage',
  'blogPage',
  'blogCategory',
  'author',
  'video',
  'objectInfo',
  'haunLinkkipainike',
  'objectAdditionalInfo',
  'objectAdvisory',
  'personIntroduction',
  'resultsNotification',
  'footer',
] as const;

export type ContentTypeId = (typeof CONTENT_TYPE_IDS)[number];

type Kind = ContentFieldDefinition['type'];

/** A field; `t` marks it translated, `r` required. */
function field(id: string, type: Kind, flags = ''): ContentFieldDefinition {
  return { id, name: id, type, localized: flags.includes('t'), required: flags.includes('r') };
}

function entryLink(id: string, flags = ''): ContentFieldDefinition {
  return { ...field(id, 'Link', flags), linkType: 'Entry' };
}

function assetLink(id: string, flags = ''): ContentFieldDefinition {
  return { ...field(id, 'Link', flags), linkType: 'Asset' };
}

function entryList(id: string): ContentFieldDefinition {
  return { ...field(id, 'Array'), items: { type: 'Link', linkType: 'Entry' } };
}

function symbolList(id: string): ContentFieldDefinition {
  return { ...field(id, 'Array'), items: { type: 'Symbol' } };
}

function type(
  id: ContentTypeId,
  name: string,
  fields: readonly ContentFieldDefinition[],
): ContentTypeDefinition {
  return { id, name, displayField: fields[0]?.id ?? 'title', fields };
}

export const CONTENT_MODEL: readonly ContentTypeDefinition[] = [
  type('menuItem', 'Menu item', [
    field('title', 'Symbol', 'tr'),
    // "top-level" (a group of the menu) or "internal-link" (a link to a site page).
    field('type', 'Symbol', 'r'),
    field('order', 'Integer'),
    // A route of the app ("search", "artikkelit", "videos") when the item has no page.
    field('slug', 'Symbol'),
    entryLink('page'),
    entryList('children'),
  ]),
  type('page', 'Content page', [
    field('title', 'Symbol', 'tr'),
    field('slug', 'Symbol', 'r'),
    assetLink('headerImage'),
    field('description', 'Text', 't'),
    field('body', 'RichText', 't'),
    field('sidebarInfoBox', 'RichText', 't'),
  ]),
  type('frontPage', 'Front page', [
    field('title', 'Symbol', 'tr'),
    field('ingress', 'Text', 't'),
    assetLink('heroImage'),
    field('heroImageAlt', 'Symbol', 't'),
    field('heroImageCaption', 'Symbol', 't'),
    field('body', 'RichText', 't'),
    entryList('highlights'),
  ]),
  type('blogPage', 'Article', [
    field('title', 'Symbol', 'tr'),
    field('slug', 'Symbol', 'r'),
    field('publishDate', 'Date', 'r'),
    entryLink('category', 'r'),
    assetLink('heroImage', 'r'),
    assetLink('heroImageMobile', 'r'),
    field('heroImageAlt', 'Symbol', 't'),
    field('heroImageCaption', 'Symbol', 't'),
    field('ingress', 'Text', 't'),
    field('articleBody', 'RichText', 'tr'),
    entryLink('author'),
    entryList('recommendations'),
  ]),
  type('blogCategory', 'Article category', [
    field('name', 'Symbol', 'tr'),
    field('slug', 'Symbol', 'r'),
  ]),
  type('author', 'Author', [
    field('name', 'Symbol', 'r'),
    field('description', 'Text', 't'),
    assetLink('image'),
  ]),
  type('video', 'Video', [
    field('title', 'Symbol', 'tr'),
    field('description', 'Text', 't'),
    field('videoUrl', 'Symbol', 'r'),
    assetLink('thumbnail'),
    field('publishDate', 'Date'),
  ]),
  type('objectInfo', 'Object info box', [
    field('title', 'Symbol', 'tr'),
    symbolList('objectIds'),
    symbolList('galleryIds'),
    field('content', 'RichText', 't'),
    field('linkTitle', 'Symbol', 't'),
    field('linkUrl', 'Symbol', 't'),
    field('newTab', 'Boolean'),
  ]),
  type('haunLinkkipainike', 'Search link button', [
    field('text', 'Symbol', 'tr'),
    symbolList('ids'),
    field('url', 'Symbol', 'tr'),
  ]),
  type('objectAdditionalInfo', 'Object additional info', [
    field('objectId', 'Integer', 'r'),
    field('title', 'Symbol', 't'),
    field('content', 'RichText', 'tr'),
  ]),
  // A content advisory of one object: a note shown before its image (in the languages it is
  // written in), and whether the object's images stay blurred until the visitor asks.
  type('objectAdvisory', 'Object content advisory', [
    field('objectId', 'Integer', 'r'),
    field('advisory', 'RichText', 't'),
    field('blurImage', 'Boolean'),
  ]),
  // An editor's introduction of one person of the collection, on their page
  // (/{lang}/people/{personId}). The id is the person's as their page's address has it: the
  // museum's person id ("50118"), or `name:…` for a person the records name without one.
  type('personIntroduction', 'Person introduction', [
    field('personId', 'Symbol', 'r'),
    field('introduction', 'RichText', 'tr'),
  ]),
  type('resultsNotification', 'Search results notification', [
    field('title', 'Symbol', 't'),
    field('message', 'Text', 'tr'),
    field('linkText', 'Symbol', 't'),
    field('linkUrl', 'Symbol', 't'),
  ]),
  type('footer', 'Footer texts', [
    field('organisation', 'Symbol', 'tr'),
    field('address', 'Text', 'tr'),
    field('phone', 'Symbol'),
    field('feedbackSurveyUrl', 'Symbol', 't'),
    field('facebookUrl', 'Symbol'),
    field('xUrl', 'Symbol'),
    field('instagramUrl', 'Symbol'),
  ]),
];

/** The definition of a content type. */
export function contentTypeDefinition(id: string): ContentTypeDefinition | undefined {
  return CONTENT_MODEL.find((definition) => definition.id === id);
}
