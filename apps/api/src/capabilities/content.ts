import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentProviderFromSettings, type CmsSetup } from '@kokoelma/cms/server';
import { cmsSettings } from '../content-config';
import { createPreviewAccess, type PreviewAccess } from '../plugins/preview';

declare module 'fastify' {
  interface FastifyInstance {
    /** The CMS (local content or Contentful) behind its cache and fallbacks. */
    content: CmsSetup;
    /** Who may see drafts (`?preview=true`). */
    preview: PreviewAccess;
    /** Empties the CMS cache and the page cache (the content changed). */
    contentChanged: () => void;
  }
}

/**
 * The content capability: the CMS chosen by the configuration, and preview access —
 * drafts need the CMS preview link's signed cookie once a real CMS is configured (or a
 * preview secret is); the local content keeps preview open.
 */
async function contentCapability(app: FastifyInstance) {
  const { config } = app;
  // Failures the spec's fallbacks hide (an empty menu, no article) are still logged.
  const cms = contentProviderFromSettings(cmsSettings(config), {
    onError: (error, operation) => app.log.warn({ err: error, operation }, 'CMS fallback used'),
    log: (level, data) => app.log.info({ level, data }, 'Contentful SDK'),
    onStale: (error, operation) =>
      app.log.warn({ err: error, operation }, 'CMS unavailable: the last good copy served'),
  });
  app.decorate('content', cms);
  app.decorate(
    'preview',
    createPreviewAccess({
      secret: config.CONTENTFUL_PREVIEW_SECRET,
      secure: config.secure,
      gated: cms.kind !== 'local' || config.CONTENTFUL_PREVIEW_SECRET !== undefined,
    }),
  );
  // A content change reaches the next page view: the CMS cache and the page cache go.
  app.decorate('contentChanged', () => {
    cms.clearCache();
    app.pageCache.clear();
  });
}

export const contentPlugin = fp(contentCapability, {
  name: 'content',
  dependencies: ['config', 'page-cache'],
});
