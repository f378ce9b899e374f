import { describe, expect, it } from 'vitest';
import { donationUrl, pathInLanguage, sitePaths } from './site-links';

describe('pathInLanguage', () => {
  it('swaps the language segment of a page under /{lang}/', () => {
    expect(pathInLanguage('/fi/search?q=talvi', 'sv')).toBe('/sv/search?q=talvi');
    expect(pathInLanguage('/en', 'fi')).toBe('/fi');
  });

  it('swaps ?lang= of a page outside /{lang}/, keeping the rest', () => {
    expect(pathInLanguage('/apikey/form?lang=fi', 'en')).toBe('/apikey/form?lang=en');
    expect(pathInLanguage('/apikey/login?lang=sv&x=1', 'fi')).toBe('/apikey/login?lang=fi&x=1');
  });

  it('keeps returnTo of /login, in the new language', () => {
    expect(pathInLanguage('/login?lang=sv&returnTo=%2Fsv%2F', 'fi')).toBe(
      '/login?lang=fi&returnTo=%2Ffi%2F',
    );
    expect(
      pathInLanguage('/login?lang=fi&returnTo=%2Ffi%2Fobject%2F7%3FaddArtworkToGallery%3D7', 'en'),
    ).toBe('/login?lang=en&returnTo=%2Fen%2Fobject%2F7%3FaddArtworkToGallery%3D7');
    // Anything but a path of this site is left as it is.
    expect(pathInLanguage('/login?lang=fi&returnTo=https%3A%2F%2Fx.fi%2Ffi%2F', 'en')).toBe(
      '/login?lang=en&returnTo=https%3A%2F%2Fx.fi%2Ffi%2F',
    );
    expect(pathInLanguage('/errorTest', 'sv')).toBe('/errorTest');
  });

  it('links the donation page in the page’s language', () => {
    expect(donationUrl('fi')).toBe('https://www.kansallisgalleria.fi/fi/tue-toimintaamme');
    expect(donationUrl('sv')).toBe('https://www.kansallisgalleria.fi/sv/tue-toimintaamme');
    expect(donationUrl('en')).toBe('https://www.kansallisgalleria.fi/en/tue-toimintaamme');
  });

  it('links the API key screen in the page’s language', () => {
    expect(sitePaths('sv').apiKey).toBe('/apikey/form?lang=sv');
  });
});
