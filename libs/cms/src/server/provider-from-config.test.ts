import { describe, expect, it, vi } from 'vitest';
import { CmsConfigError } from './cms-errors';
import {
  cmsSettingsFromEnvironment,
  contentProviderFromConfig,
  contentProviderFromSettings,
  parseContentfulLocales,
} from './provider-from-config';
import { DEFAULT_LOCALES } from './entry-provider';

describe('contentProviderFromConfig', () => {
  it('uses the local content when no Contentful space is set', async () => {
    const setup = contentProviderFromConfig({}, { onError: vi.fn() });
    expect(setup.kind).toBe('local');
    expect((await setup.provider.getFooter('en'))?.organisation).toBe('Finnish National Gallery');
    setup.clearCache();
  });

  it('uses Contentful when a space and a token are set', () => {
    const setup = contentProviderFromConfig(
      { CONTENTFUL_SPACE_ID: 'space', CONTENTFUL_ACCESS_TOKEN: 'token' },
      { onError: vi.fn() },
    );
    expect(setup.kind).toBe('contentful');
  });

  it('names every problem at once', () => {
    let caught: unknown;
    try {
      contentProviderFromConfig(
        {
          CONTENTFUL_SPACE_ID: 'space',
          CONTENTFUL_LOCALES: 'fi=fi-FI,de=de-DE',
          CMS_CACHE_SECONDS: 'soon',
        },
        { onError: vi.fn() },
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CmsConfigError);
    const problems = caught instanceof CmsConfigError ? caught.problems : [];
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/CONTENTFUL_ACCESS_TOKEN/);
    expect(problems.join('\n')).toMatch(/CONTENTFUL_LOCALES has "de=de-DE"/);
    expect(problems.join('\n')).toMatch(/CMS_CACHE_SECONDS/);
  });

  it('refuses a token without a space rather than silently using local content', () => {
    expect(() =>
      contentProviderFromConfig({ CONTENTFUL_ACCESS_TOKEN: 'token' }, { onError: vi.fn() }),
    ).toThrow(/CONTENTFUL_SPACE_ID/);
  });

  it('treats blank variables as unset', () => {
    const setup = contentProviderFromConfig(
      { CONTENTFUL_SPACE_ID: '  ', CONTENTFUL_ACCESS_TOKEN: '', CMS_CACHE_SECONDS: '' },
      { onError: vi.fn() },
    );
    expect(setup.kind).toBe('local');
  });
});

describe('typed settings', () => {
  it('reads the environment once into typed settings', () => {
    expect(
      cmsSettingsFromEnvironment({
        CONTENTFUL_SPACE_ID: 'space1',
        CONTENTFUL_ACCESS_TOKEN: 'token',
        CONTENTFUL_HOST: ' cdn.example.com ',
        CONTENTFUL_LOCALES: 'fi=fi-FI,en=en-US',
        CMS_CACHE_SECONDS: '120',
      }),
    ).toEqual({
      contentful: {
        spaceId: 'space1',
        accessToken: 'token',
        host: 'cdn.example.com',
        locales: { fi: 'fi-FI', sv: 'sv', en: 'en-US' },
      },
      cacheSeconds: 120,
    });
    expect(cmsSettingsFromEnvironment({})).toEqual({ contentful: null, cacheSeconds: 60 });
  });

  it('builds the provider from typed settings, with no text to parse', () => {
    const local = contentProviderFromSettings(
      { contentful: null, cacheSeconds: 0 },
      { onError: () => undefined },
    );
    expect(local.kind).toBe('local');
    const contentful = contentProviderFromSettings(
      {
        contentful: { spaceId: 'space1', accessToken: 'token', locales: DEFAULT_LOCALES },
        cacheSeconds: 30,
      },
      { onError: () => undefined },
    );
    expect(contentful.kind).toBe('contentful');
  });

  it('names a locale part that is not lang=code', () => {
    expect(parseContentfulLocales('sv=sv-FI')).toEqual({ fi: 'fi', sv: 'sv-FI', en: 'en' });
    expect(() => parseContentfulLocales('fi=fi-FI,xx')).toThrow(/"xx", expected lang=code/);
  });
});
