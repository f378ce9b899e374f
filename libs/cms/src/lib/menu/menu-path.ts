import type { MenuItem } from '../model/menu-item';

/**
 * The chain of menu items from a top-level group down to the item linking to `slug`,
 * or an empty list when the menu does not link to it. Content pages build their
 * breadcrumbs from it (spec §2). The first match in menu order wins, so a page linked
 * twice gets one stable trail.
 */
export function menuPath(menu: readonly MenuItem[], slug: string): MenuItem[] {
  for (const item of menu) {
    if (item.slug === slug) return [item];
    const below = menuPath(item.children, slug);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

/**
 * The top-level group whose branch holds `slug`: the sidebar sub-menu of a content page
 * lists its children (spec §2). Undefined when the page is not in the menu.
 */
export function menuBranch(menu: readonly MenuItem[], slug: string): MenuItem | undefined {
  return menuPath(menu, slug)[0];
}

/** Every slug the menu links to, at any depth. */
export function menuSlugs(menu: readonly MenuItem[]): Set<string> {
  const slugs = new Set<string>();
  const visit = (items: readonly MenuItem[]): void => {
    for (const item of items) {
      if (item.slug !== undefined) slugs.add(item.slug);
      visit(item.children);
    }
  };
  visit(menu);
  return slugs;
}

/** True when the menu links to `slug`: content search shows only such pages (spec §2). */
export function isSlugInMenu(menu: readonly MenuItem[], slug: string): boolean {
  return menuPath(menu, slug).length > 0;
}
