import type { Document } from '@contentful/rich-text-types';
import type { CdaEntity } from '../local-types';
import { objectImageId } from './assets';
import { entry, link, t } from './build';
import type { Dates, Trilingual } from './build';
import { CATEGORY } from './page-ids';

export const AUTHOR_ID = 'author-collections-team';

/** What differs between the local articles. */
export interface ArticleInput {
  readonly slug: string;
  readonly publishDate: string;
  readonly category?: string;
  /** Demo objects whose pictures are the wide and the narrow hero image. */
  readonly hero?: number;
  readonly heroMobile?: number;
  readonly title: Trilingual<string>;
  readonly ingress: Trilingual<string>;
  readonly body: Trilingual<Document>;
  readonly withAuthor?: boolean;
}

/** A blogPage entry; its hero alt text and caption say what the demo pictures are. */
export function article(id: string, dates: Dates, input: ArticleInput): CdaEntity {
  const { hero, heroMobile } = input;
  return entry('blogPage', id, dates, {
    slug: input.slug,
    publishDate: input.publishDate,
    title: input.title,
    ingress: input.ingress,
    articleBody: input.body,
    category: input.category ? link('Entry', input.category) : undefined,
    heroImage: hero ? link('Asset', objectImageId(hero)) : undefined,
    heroImageMobile: heroMobile ? link('Asset', objectImageId(heroMobile)) : undefined,
    heroImageAlt: hero
      ? t(
          'Abstrakti värikenttäsommitelma esittelykokoelmasta',
          'Abstrakt färgfältskomposition ur demosamlingen',
          'Abstract colour-field composition from the demo collection',
        )
      : undefined,
    heroImageCaption: hero
      ? t(
          `Esittelykokoelman teos ${hero}`,
          `Verk ${hero} i demosamlingen`,
          `Work ${hero} of the demo collection`,
        )
      : undefined,
    author: input.withAuthor ? link('Entry', AUTHOR_ID) : undefined,
    recommendations: [],
  });
}

const created = { createdAt: '2025-09-01T08:00:00.000Z' };

export const CATEGORIES_AND_AUTHORS: readonly CdaEntity[] = [
  entry('blogCategory', CATEGORY.collections, created, {
    slug: 'kokoelmat',
    name: t('Kokoelmat', 'Samlingar', 'Collections'),
  }),
  entry('blogCategory', CATEGORY.conservation, created, {
    slug: 'konservointi',
    name: t('Konservointi', 'Konservering', 'Conservation'),
  }),
  entry('blogCategory', CATEGORY.news, created, {
    slug: 'ajankohtaista',
    name: t('Ajankohtaista', 'Aktuellt', 'News'),
  }),
  entry('author', AUTHOR_ID, created, {
    name: 'Kokoelmapalvelut',
    description: t(
      'Kansallisgallerian kokoelmapalvelut vastaavat teostiedoista ja kokoelmahausta.',
      'Nationalgalleriets samlingstjänster ansvarar för verksuppgifterna och samlingssökningen.',
      'The collection services of the Finnish National Gallery look after the records of works and the collection search.',
    ),
    image: link('Asset', objectImageId(1016)),
  }),
];
