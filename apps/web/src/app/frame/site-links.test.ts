import { describe, expect, it } from 'vitest';
import { pathInLanguage, sitePaths } from './site-links';

describe('pathInLanguage', () => {
  it('swaps the language segment of a page under /{lang}/', () => {
    expect(pathInLanguage('/fi/search?q=talvi', 'sv')).toBe('/sv/search?q=talvi');
    expect(pathInLanguage('/en', 'fi')).toBe('/fi');
  });

  it('swaps ?lang= of a page outside /{lang}/, keeping the rest', () => {
    expect(pathInLanguage('/apikey/form?lang=fi', 'en')).toBe('/apikey/form?lang=en');
    expect(pathInLanguage('/login?lang=sv&returnTo=%2Fsv%2F', 'fi')).toBe(
      '/login?lang=fi&returnTo=%2Fsv%2F',
    );
    expect(pathInLanguage('/errorTest', 'sv')).toBe('/errorTest');
  });

  it('links the API key screen in the page’s language', () => {
    expect(sitePaths('sv').apiKey).toBe('/apikey/form?lang=sv');
  });
});
