import type { MenuItem } from '../../lib/model/menu-item';
import { optional } from './optional';
import { readEntries, readLinkedEntries, readLinkedEntry, readString } from './read';
import type { EntryParts } from './read';

/** The menu is three levels in the spec; a few more are allowed, cycles are not. */
const MAX_DEPTH = 6;

function itemType(entry: EntryParts, depth: number): MenuItem['type'] {
  const type = entry.fields['type'];
  if (type === 'top-level' || type === 'internal-link') return type;
  // A missing type: the menu's first level is made of groups, everything below of links.
  return depth === 0 ? 'top-level' : 'internal-link';
}

function toMenuItem(entry: EntryParts, depth: number): MenuItem | undefined {
  const title = readString(entry.fields, 'title');
  // Untranslated items are left out in that language, with everything under them.
  if (title === undefined || depth > MAX_DEPTH) return undefined;
  const page = readLinkedEntry(entry.fields, 'page', 'page');
  const pageSlug = page ? readString(page.fields, 'slug') : undefined;
  const slug = pageSlug ?? readString(entry.fields, 'slug');
  const children = readLinkedEntries(entry.fields, 'children', 'menuItem').flatMap((child) => {
    const item = toMenuItem(child, depth + 1);
    return item ? [item] : [];
  });
  // A link that leads nowhere and holds nothing would be a dead entry in the menu.
  if (slug === undefined && children.length === 0) return undefined;
  return {
    id: entry.id,
    type: itemType(entry, depth),
    title,
    ...optional('slug', slug),
    ...optional('contentId', pageSlug !== undefined ? page?.id : undefined),
    children,
  };
}

/** The menu from its top-level menuItem entries, in the order given. */
export function toMenu(entries: readonly unknown[]): MenuItem[] {
  return readEntries(entries, 'menuItem').flatMap((entry) => {
    const item = toMenuItem(entry, 0);
    return item ? [item] : [];
  });
}
