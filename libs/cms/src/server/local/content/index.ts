import type { LocalSpaceContent } from '../local-space';
import { CATEGORIES_AND_AUTHORS } from './article-entry';
import { DRAFT_ARTICLES, NEWS_ARTICLES } from './articles-news';
import { COLLECTION_ARTICLES } from './articles-collection';
import { ASSETS } from './assets';
import { LOCAL_LOCALES } from './build';
import { FRONT_AND_MENU } from './front-and-menu';
import { OBJECT_AND_SITE } from './object-and-site';
import { PERSON_INTRODUCTIONS } from './people';
import { COLLECTION_PAGES } from './pages-collection';
import { INFO_PAGES } from './pages-info';
import { POLICY_PAGES } from './pages-policy';
import { VIDEOS } from './videos';

/** Everything the local content holds: the embedded default CMS of the site. */
export const LOCAL_CONTENT: LocalSpaceContent = {
  entries: [
    ...FRONT_AND_MENU,
    ...COLLECTION_PAGES,
    ...INFO_PAGES,
    ...POLICY_PAGES,
    ...CATEGORIES_AND_AUTHORS,
    ...COLLECTION_ARTICLES,
    ...NEWS_ARTICLES,
    ...VIDEOS,
    ...OBJECT_AND_SITE,
    ...PERSON_INTRODUCTIONS,
  ],
  assets: ASSETS,
  drafts: DRAFT_ARTICLES,
  locales: LOCAL_LOCALES,
};
