import { describe, expect, it } from 'vitest';
import { APP_MODULES_ID, preloadAppModules } from './app-modules';

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
  it('asks for every listed module at once, each with its integrity', () => {
    const doc = page(
      JSON.stringify([
        { href: '/assets/start-client-a1.js', integrity: 'sha384-abc' },
        { href: '/assets/fi-b2.js', integrity: null },
      ]),
    );
    expect(preloadAppModules(doc)).toBe(2);
    const links = [...doc.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href'), l.getAttribute('integrity')])).toEqual([
      ['modulepreload', '/assets/start-client-a1.js', 'sha384-abc'],
      ['modulepreload', '/assets/fi-b2.js', null],
    ]);
  });

  it('does nothing on a page without the list', () => {
    const doc = page(null);
    expect(preloadAppModules(doc)).toBe(0);
    expect(doc.head.querySelectorAll('link')).toHaveLength(0);
  });
});
