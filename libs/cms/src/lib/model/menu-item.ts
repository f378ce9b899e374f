/**
 * One entry of the site menu (spec §3). Top-level items are the menu's groups; internal
 * links lead to a page of the site, `/{lang}/{slug}`, and may have children of their own.
 */
export interface MenuItem {
  readonly id: string;
  readonly type: 'top-level' | 'internal-link';
  readonly title: string;
  /**
   * Path segment after the language: a content page's slug, or a route of the app such
   * as "search" or "artikkelit". A top-level group without a page of its own has none.
   */
  readonly slug?: string;
  /** Id of the content page the item links to; absent for links to app routes. */
  readonly contentId?: string;
  readonly children: readonly MenuItem[];
}
