import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { cmsSettings } from './content-config';

describe('cmsSettings', () => {
  it('hands the CMS typed settings from the validated configuration', () => {
    const config = loadConfig({
      CONTENTFUL_SPACE_ID: 'space1',
      CONTENTFUL_ACCESS_TOKEN: 'delivery-token',
      CONTENTFUL_PREVIEW_ACCESS_TOKEN: 'preview-token',
      CONTENTFUL_PREVIEW_SECRET: 'a-preview-secret-long-enough',
      CONTENTFUL_ENVIRONMENT: 'staging',
      CONTENTFUL_LOCALES: 'fi=fi-FI,sv=sv-FI',
      CMS_CACHE_SECONDS: '15',
    });
    expect(cmsSettings(config)).toEqual({
      contentful: {
        spaceId: 'space1',
        accessToken: 'delivery-token',
        previewAccessToken: 'preview-token',
        environment: 'staging',
        locales: { fi: 'fi-FI', sv: 'sv-FI', en: 'en' },
      },
      cacheSeconds: 15,
    });
  });

  it('is the local content, cached a minute, without a space', () => {
    expect(cmsSettings(loadConfig({}))).toEqual({ contentful: null, cacheSeconds: 60 });
  });
});
