/** A link without children: the third level of the menu. */
export interface MenuLink {
  id: string;
  title: string;
  href: string;
}

/** A link of a group, optionally with children that expand under it. */
export interface MenuItem extends MenuLink {
  children?: readonly MenuLink[];
}

/** A top-level group: a column on wide screens, a collapsible section on narrow ones. */
export interface MenuGroup {
  id: string;
  title: string;
  /** The group's own page, if it has one. */
  href?: string;
  items: readonly MenuItem[];
}

/** Texts of the menu, translated by the app. */
export interface MenuLabels {
  /** Name of the close button. */
  close: string;
  /** Name of the `<nav>` landmark, and of the dialog unless `dialog` is given. */
  navigation: string;
  /** Name of the dialog, e.g. "Valikko". */
  dialog?: string;
  /** Name of a closed expand button, e.g. `Näytä alasivut: ${title}`. */
  expand: (title: string) => string;
  /** Name of an open expand button. */
  collapse: (title: string) => string;
}

/** True when `item` or one of its children is the page at `href`. */
export function containsHref(item: MenuItem, href: string | undefined): boolean {
  if (href === undefined) return false;
  return item.href === href || (item.children ?? []).some((child) => child.href === href);
}
