import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageOf, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/fi/object/123', '/fi/object/123'],
    ['/sv/search?q=kissa#results', '/sv/search?q=kissa#results'],
    ['/en/galleries/abc/edit', '/en/galleries/abc/edit'],
    ['/fi/../en/', '/en/'],
  ])('keeps the same-site path %j', (value, expected) => {
    expect(safeReturnTo(value, 'fi')).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/.//evil.example/',
    '/%2e//evil.example/',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'fi/object/1',
    '',
    `/${'a'.repeat(2001)}`,
  ])('falls back to the front page for %j', (value) => {
    expect(safeReturnTo(value, 'sv')).toBe('/sv/');
  });

  it('falls back when returnTo is missing', () => {
    expect(safeReturnTo(undefined, 'en')).toBe('/en/');
  });

  it('never leaves the site, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `/${s}`),
        ),
        (value) => {
          const result = safeReturnTo(value, 'fi');
          expect(result.startsWith('/')).toBe(true);
          expect(result).not.toMatch(/^\/[/\\]/);
          expect(new URL(result, 'https://kokoelma.example').origin).toBe(
            'https://kokoelma.example',
          );
        },
      ),
    );
  });
});

describe('languageOf', () => {
  it('accepts fi, sv and en and defaults to Finnish', () => {
    expect(languageOf('sv')).toBe('sv');
    expect(languageOf('de')).toBe('fi');
    expect(languageOf(undefined)).toBe('fi');
  });
});
