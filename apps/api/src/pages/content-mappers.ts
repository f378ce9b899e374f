import {
  contentPagePath,
  isCmsAsset,
  menuPath,
  type Article,
  type ContentPage,
  type FrontPage,
  type MenuItem,
  type RichTextDocument,
} from '@kokoelma/cms';
import type {
  ArticleContent,
  ContentFrame,
  ContentLink,
  ContentMenuGroup,
  ContentMenuItem,
  ContentPageContent,
  FrontPageContent,
} from '@kokoelma/contract/site';
import { isSupportedRichTextAsset, UnsupportedAssetError, type Language } from '@kokoelma/domain';
import type { ContentProvider } from '@kokoelma/cms/server';

// The CMS library's values are already checked domain types; this layer only shapes them
// for pages: hrefs instead of slugs, and without the library's `kind` markers, so that
// the in-process render and /api/pagedata (serialised by the schema) hold the same data.

/** Told of content the site cannot show, e.g. a rich-text file of an unsupported type. */
export type ContentErrorReporter = (error: Error, where: string) => void;

function hrefOf(lang: Language, item: MenuItem): string | undefined {
  return item.slug === undefined ? undefined : contentPagePath(lang, item.slug);
}

function menuItem(lang: Language, item: MenuItem): ContentMenuItem[] {
  const href = hrefOf(lang, item);
  if (href === undefined) return [];
  // The menu has three levels (group, link, child); anything deeper is not shown.
  const children = item.children.flatMap((child) => {
    const childHref = hrefOf(lang, child);
    return childHref === undefined ? [] : [{ id: child.id, title: child.title, href: childHref }];
  });
  return [{ id: item.id, title: item.title, href, children }];
}

/** The menu as the site's menu overlay draws it: groups of links with hrefs. */
export function menuGroups(lang: Language, menu: readonly MenuItem[]): ContentMenuGroup[] {
  return menu.map((group) => {
    const href = hrefOf(lang, group);
    return {
      id: group.id,
      title: group.title,
      ...(href === undefined ? {} : { href }),
      items: group.children.flatMap((item) => menuItem(lang, item)),
    };
  });
}

/** Menu and footer texts of one language. */
export async function contentFrame(
  content: ContentProvider,
  lang: Language,
): Promise<ContentFrame> {
  const [menu, footer] = await Promise.all([content.getMenu(lang), content.getFooter(lang)]);
  if (!footer) return { lang, menu: menuGroups(lang, menu), footer: null };
  const { id: _id, ...texts } = footer;
  return { lang, menu: menuGroups(lang, menu), footer: texts };
}

/** The menu items above `slug` that have a page, for the breadcrumbs (spec §2). */
export function menuAncestors(lang: Language, menu: readonly MenuItem[], slug: string) {
  const trail = menuPath(menu, slug).slice(0, -1);
  return trail.flatMap((item): ContentLink[] => {
    const href = hrefOf(lang, item);
    return href === undefined ? [] : [{ title: item.title, href }];
  });
}

/** The top-level group holding `slug`: the sidebar sub-menu of a content page. */
export function subMenu(lang: Language, menu: readonly MenuItem[], slug: string) {
  const branch = menuPath(menu, slug)[0];
  if (!branch) return null;
  const [group] = menuGroups(lang, [branch]);
  return group
    ? { title: group.title, ...(group.href ? { href: group.href } : {}), items: group.items }
    : null;
}

/** Every content page the menu links to, in menu order: for the site map. */
export function menuContentPages(
  menu: readonly MenuItem[],
): Array<{ slug: string; title: string }> {
  const pages: Array<{ slug: string; title: string }> = [];
  const seen = new Set<string>();
  const visit = (items: readonly MenuItem[]) => {
    for (const item of items) {
      // Links to the app's own routes (search, videos) have no content id.
      if (item.contentId !== undefined && item.slug !== undefined && !seen.has(item.slug)) {
        seen.add(item.slug);
        pages.push({ slug: item.slug, title: item.title });
      }
      visit(item.children);
    }
  };
  visit(menu);
  return pages;
}

export function contentPageContent(page: ContentPage): ContentPageContent {
  const { kind: _kind, ...rest } = page;
  return rest;
}

export function articleContent(article: Article): ArticleContent {
  const { kind: _kind, ...rest } = article;
  return rest;
}

export function frontPageContent(front: FrontPage): FrontPageContent {
  const { kind: _kind, ...rest } = front;
  return rest;
}

interface WalkNode {
  readonly nodeType: string;
  readonly data?: Readonly<Record<string, unknown>>;
  readonly content?: readonly WalkNode[];
}

function walk(node: WalkNode, visit: (node: WalkNode) => void): void {
  visit(node);
  for (const child of node.content ?? []) walk(child, visit);
}

/**
 * Reports the files of a rich-text document that pages cannot show (only png, jpeg and
 * pdf, spec §2): the server logs them at render, so editors hear of a bad upload even
 * when no visitor's browser reports it.
 */
export function reportUnsupportedAssets(
  document: RichTextDocument | undefined,
  where: string,
  report: ContentErrorReporter | undefined,
): void {
  if (!document || !report) return;
  walk(document, (node) => {
    const target = node.data?.['target'];
    if (isCmsAsset(target) && !isSupportedRichTextAsset(target.contentType)) {
      report(new UnsupportedAssetError(target.contentType), where);
    }
  });
}
