import { describe, expect, it } from 'vitest';
import { entryOf } from './fixtures.test-support';
import { toMenu } from './menu';

const pageEntry = (id: string, slug?: string) => entryOf('page', id, slug ? { slug } : {});

describe('toMenu', () => {
  it('builds groups, links and children; slugs and content ids come from the linked page', () => {
    const menu = toMenu([
      entryOf('menuItem', 'g', {
        title: 'Tietoa',
        type: 'top-level',
        children: [
          entryOf('menuItem', 'about', {
            title: 'Tietoa kokoelmasta',
            type: 'internal-link',
            page: pageEntry('page-about', 'tietoa-kokoelmasta'),
            children: [
              entryOf('menuItem', 'rights', {
                title: 'Kuvien käyttöoikeudet',
                page: pageEntry('page-rights', 'kuvien-kayttooikeudet'),
              }),
            ],
          }),
          entryOf('menuItem', 'search', { title: 'Kokoelmahaku', slug: 'search' }),
        ],
      }),
    ]);
    expect(menu).toEqual([
      {
        id: 'g',
        type: 'top-level',
        title: 'Tietoa',
        children: [
          {
            id: 'about',
            type: 'internal-link',
            title: 'Tietoa kokoelmasta',
            slug: 'tietoa-kokoelmasta',
            contentId: 'page-about',
            children: [
              {
                id: 'rights',
                type: 'internal-link',
                title: 'Kuvien käyttöoikeudet',
                slug: 'kuvien-kayttooikeudet',
                contentId: 'page-rights',
                children: [],
              },
            ],
          },
          {
            id: 'search',
            type: 'internal-link',
            title: 'Kokoelmahaku',
            slug: 'search',
            children: [],
          },
        ],
      },
    ]);
  });

  it('leaves out untranslated items with their children, and links that lead nowhere', () => {
    const menu = toMenu([
      entryOf('menuItem', 'untranslated', {
        type: 'top-level',
        children: [entryOf('menuItem', 'c', { title: 'C', slug: 'c' })],
      }),
      entryOf('menuItem', 'g', {
        title: 'G',
        children: [
          entryOf('menuItem', 'nowhere', { title: 'Nowhere', page: pageEntry('p') }),
          { sys: { type: 'Link', linkType: 'Entry', id: 'unresolved' } },
          entryOf('menuItem', 'ok', { title: 'OK', slug: 'ok' }),
        ],
      }),
    ]);
    expect(menu).toHaveLength(1);
    expect(menu[0]?.type).toBe('top-level');
    expect(menu[0]?.children.map((item) => item.id)).toEqual(['ok']);
  });

  it('survives a cycle of menu items', () => {
    const a: { sys: unknown; fields: Record<string, unknown> } = entryOf('menuItem', 'a', {
      title: 'A',
      slug: 'a',
    });
    a.fields['children'] = [a];
    const menu = toMenu([a]);
    let depth = 0;
    for (let item = menu[0]; item; item = item.children[0]) depth += 1;
    expect(depth).toBeLessThan(10);
  });
});
