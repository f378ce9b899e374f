import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../model/menu-item';
import { isSlugInMenu, menuBranch, menuPath, menuSlugs } from './menu-path';

function item(id: string, slug: string | undefined, children: MenuItem[] = []): MenuItem {
  return {
    id,
    type: slug === undefined ? 'top-level' : 'internal-link',
    title: id,
    ...(slug === undefined ? {} : { slug }),
    children,
  };
}

const menu: MenuItem[] = [
  item('collection', undefined, [item('search', 'search'), item('articles', 'artikkelit')]),
  item('about', 'tietoa-kokoelmasta', [
    item('rights', 'kuvien-kayttooikeudet', [item('open', 'avoimet-kuvat')]),
    item('contact', 'yhteystiedot'),
  ]),
  // The same page linked again later: the first trail must win.
  item('footer-group', undefined, [item('contact-again', 'yhteystiedot')]),
];

describe('menuPath', () => {
  it('returns the chain from the top-level group to the item, three levels deep', () => {
    expect(menuPath(menu, 'avoimet-kuvat').map((i) => i.id)).toEqual(['about', 'rights', 'open']);
  });

  it('finds a top-level item that is itself a page', () => {
    expect(menuPath(menu, 'tietoa-kokoelmasta').map((i) => i.id)).toEqual(['about']);
  });

  it('takes the first match in menu order', () => {
    expect(menuPath(menu, 'yhteystiedot').map((i) => i.id)).toEqual(['about', 'contact']);
  });

  it('is empty for a slug the menu does not link to', () => {
    expect(menuPath(menu, 'tietoa-evasteista')).toEqual([]);
    expect(menuPath([], 'search')).toEqual([]);
  });
});

describe('menuBranch', () => {
  it('is the top-level group holding the page', () => {
    expect(menuBranch(menu, 'avoimet-kuvat')?.id).toBe('about');
    expect(menuBranch(menu, 'artikkelit')?.id).toBe('collection');
  });

  it('is undefined outside the menu', () => {
    expect(menuBranch(menu, 'nowhere')).toBeUndefined();
  });
});

describe('menuSlugs and isSlugInMenu', () => {
  it('collects slugs at every depth and skips groups without one', () => {
    expect([...menuSlugs(menu)].sort()).toEqual([
      'artikkelit',
      'avoimet-kuvat',
      'kuvien-kayttooikeudet',
      'search',
      'tietoa-kokoelmasta',
      'yhteystiedot',
    ]);
  });

  it('tells whether a slug is in the menu, case included', () => {
    expect(isSlugInMenu(menu, 'avoimet-kuvat')).toBe(true);
    expect(isSlugInMenu(menu, 'Avoimet-kuvat')).toBe(false);
    expect(isSlugInMenu(menu, 'tietoa-evasteista')).toBe(false);
  });
});
