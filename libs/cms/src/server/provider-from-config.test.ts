import { describe, expect, it, vi } from 'vitest';
import { CmsConfigError } from './cms-errors';
import { contentProviderFromConfig } from './provider-from-config';

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
