import { describe, expect, it } from 'vitest';
import { APP_MODULES_ID, LINKS_PER_TASK, preloadAppModules } from './app-modules';

function page(list: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (list !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = APP_MODULES_ID;
    script.textContent = list;
    doc.head.append(script);
  }
  return doc;
}

describe('preloadAppModules', () => {
  it('asks for every listed module, each with its integrity', async () => {
    const doc = page(
      JSON.stringify([
        { href: '/assets/start-client-a1.js', integrity: 'sha384-abc' },
        { href: '/assets/fi-b2.js', integrity: null },
      ]),
    );
    expect(await preloadAppModules(doc)).toBe(2);
    const links = [...doc.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href'), l.getAttribute('integrity')])).toEqual([
      ['modulepreload', '/assets/start-client-a1.js', 'sha384-abc'],
      ['modulepreload', '/assets/fi-b2.js', null],
    ]);
  });

  it('puts the links in a few per task', async () => {
    const count = 2 * LINKS_PER_TASK + 3;
    const list = Array.from({ length: count }, (_, i) => ({
      href: `/assets/m${i}.js`,
      integrity: null,
    }));
    const doc = page(JSON.stringify(list));
    const done = preloadAppModules(doc);
    // The first task: only the first few, so that no task holds the main thread long.
    expect(doc.head.querySelectorAll('link')).toHaveLength(LINKS_PER_TASK);
    expect(await done).toBe(count);
    expect([...doc.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual(
      list.map((m) => m.href),
    );
  });

  it('does nothing on a page without the list', async () => {
    const doc = page(null);
    expect(await preloadAppModules(doc)).toBe(0);
    expect(doc.head.querySelectorAll('link')).toHaveLength(0);
  });
});
