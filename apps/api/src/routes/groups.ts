import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createGithubClient, createOidcClient, emailVerificationState } from '@kokoelma/accounts';
import { withCollectionErrorPhoto } from '../error-photo';
import { iiifImageBase } from '../iiif-config';
import { apiRateLimit } from '../capabilities/pages';
import {
  emailVerificationRoutesPlugin,
  pageLanguage,
  queueVerificationEmail,
} from '../mail/email-verification';
import { watchDataSource } from '../plugins/database-unavailable';
import { previewRoutesPlugin } from '../plugins/preview';
import { rateLimitStore } from '../plugins/redis';
import { readiness } from '../plugins/server-plugins';
import { requestViewer } from '../plugins/session';
import { webAppPlugin } from '../plugins/web-app';
import { createRenderLimit } from '../plugins/render-limit';
import { apiKeyRoutesPlugin } from './apikey';
import { localAuthApi, sessionApi } from './auth';
import { loginFormRoute, logoutRoutes } from './auth-forms';
import { githubRoutes } from './auth-github';
import { createAuthLimiter } from './auth-limits';
import { localSignIn } from './auth-local';
import { oidcRoutes, redirectLoginPageToProvider } from './auth-oidc';
import { cmsAssetRoutesPlugin, localAssetFilesDir } from './cms-assets';
import { collectionRoutesPlugin } from './collection';
import { contentRoutesPlugin } from './content';
import { contentApiRoutesPlugin } from './content-api';
import { galleryRoutesPlugin } from './galleries';
import { healthRoutesPlugin } from './health';
import { iiifImageRoutesPlugin } from './iiif-image';
import { iiifManifestRoutesPlugin } from './iiif-manifests';
import { imageDownloadRoutesPlugin } from './image-download';
import { imageRoutesPlugin } from './images';
import { materialsRoutesPlugin } from './materials';
import { oembedRoutesPlugin } from './oembed';
import { ogImageRoutesPlugin } from './og-image';
import { pageDataRoutesPlugin } from './page-data';
import { sitemapXmlPlugin } from './sitemap-xml';
import { updateQueueRoutesPlugin } from './update-queue';
import { PUBLIC_API_MOUNT, publicApiPlugin } from './v1/public-api';

/*
 * Tier 3 of the composition root: the routes, grouped by capability. Each group is a named
 * plugin that depends on the capabilities it serves and reads their services from the
 * instance (`app.collection`, `app.galleries`, …); registered before them, the start fails
 * with Fastify's missing-dependency error. The route plugins themselves stay factories of
 * what they use, so tests build them with doubles.
 */

/** Liveness, readiness and version. */
async function healthRoutes(app: FastifyInstance) {
  await app.register(healthRoutesPlugin(app.build, () => readiness(app)));
}

/**
 * Sign-in: local accounts by default, or an OpenID Connect provider when configured (then
 * the local register/login routes do not exist: 404) — and, when a GitHub app is
 * configured, the GitHub sign-in of API keys. With SMTP, a new local account is sent a
 * verification link in the page's language.
 */
async function accountRoutes(app: FastifyInstance) {
  const { config, accounts, mailer } = app;
  if (config.oidc) redirectLoginPageToProvider(app);
  const onRegistered = mailer
    ? async (request: FastifyRequest, user: { id: string }) => {
        const mail = {
          db: app.database.db,
          publicUrl: config.publicUrl,
          notify: () => mailer.notify(),
        };
        // The account exists either way: a failed queue is logged, the user can re-send.
        await queueVerificationEmail(mail, user.id, pageLanguage(request)).catch((error: unknown) =>
          app.log.error({ err: error }, 'verification e-mail not queued'),
        );
      }
    : undefined;
  // Rate limits and form bodies only in the auth routes' own scope.
  await app.register(async function authRoutes(scope) {
    await scope.register(rateLimit, { global: false, ...rateLimitStore(app, 'auth-limit:') });
    await scope.register(formbody);
    const limiter = createAuthLimiter(scope, {
      perIpPerMinute: config.AUTH_RATE_LIMIT_PER_IP,
      failuresPerAccount: config.AUTH_RATE_LIMIT_PER_ACCOUNT,
      deviceSecret: config.cookieSecret,
      secure: config.secure,
    });
    sessionApi(scope, accounts);
    logoutRoutes(scope);
    if (config.oidc) {
      const client = createOidcClient({
        ...config.oidc,
        redirectUri: `${config.publicUrl}/auth/oidc/callback`,
      });
      oidcRoutes(scope, {
        accounts,
        client,
        stateSecret: config.cookieSecret,
        secure: config.secure,
        limiter,
      });
    } else {
      const local = localSignIn(accounts, limiter, onRegistered);
      localAuthApi(scope, accounts, local);
      loginFormRoute(scope, local);
    }
    // API key sign-in through GitHub, beside whichever sign-in visitors use.
    if (config.github) {
      const client = createGithubClient({
        ...config.github,
        redirectUri: `${config.publicUrl}/auth/github/callback`,
      });
      githubRoutes(scope, {
        accounts,
        client,
        stateSecret: config.cookieSecret,
        secure: config.secure,
        limiter,
      });
    }
  });
}

/** The key screen's routes (`/api/apikey…`). */
async function apiKeyRoutes(app: FastifyInstance) {
  await app.register(apiKeyRoutesPlugin({ apiKeys: app.apiKeys }));
}

/** Search, objects, predictions, filters, materials, the keyed public API, sitemap.xml. */
async function collectionRoutes(app: FastifyInstance) {
  const { config, collection, apiKeys } = app;
  await app.register(collectionRoutesPlugin(collection));
  await app.register(materialsRoutesPlugin(app.database.db));
  const limit = apiRateLimit(app);
  await app.register(
    publicApiPlugin({
      collection,
      verifyKey: (raw) => apiKeys.verify(raw),
      rateLimit: { max: limit.max, timeWindow: limit.windowSeconds * 1000 },
      rateLimitStore: rateLimitStore(app, 'api-limit:'),
      exportsPerHour: config.API_EXPORT_PER_HOUR,
      links: { publicUrl: config.publicUrl, imageBase: app.images.absoluteBase },
    }),
    PUBLIC_API_MOUNT,
  );
  await app.register(sitemapXmlPlugin(collection, config.publicUrl, app.galleries));
}

/** E-mail verification: `/verify-email`, `/api/auth/verify-email`. */
async function mailRoutes(app: FastifyInstance) {
  const { mailer } = app;
  await app.register(
    emailVerificationRoutesPlugin({
      db: app.database.db,
      publicUrl: app.config.publicUrl,
      notify: mailer ? () => mailer.notify() : null,
      resendsPerHour: 3,
      store: rateLimitStore(app, 'verify-limit:'),
    }),
  );
}

/** `/api/galleries…`, `/api/favourites…`, and oEmbed for public galleries. */
async function galleryRoutes(app: FastifyInstance) {
  const { config, collection, galleries, mailer } = app;
  const db = app.database.db;
  await app.register(
    galleryRoutesPlugin(galleries, {
      objects: (ids) => collection.objects(ids),
      publicUrl: config.publicUrl,
      ...(mailer
        ? {
            onEmailQueued: () => mailer.notify(),
            // Mail is sent for verified addresses only (OIDC accounts count as verified).
            emailVerified: async (userId: string) =>
              (await emailVerificationState(db, userId)).verified,
          }
        : {}),
      shareEmailLimits: {
        perIpPerHour: config.SHARE_EMAIL_PER_IP_PER_HOUR,
        perHour: config.SHARE_EMAIL_PER_HOUR,
        store: rateLimitStore(app, 'share-limit:'),
      },
    }),
  );
  // oEmbed answers for public galleries, so other sites embed one by pasting its link.
  await app.register(
    oembedRoutesPlugin({
      galleries,
      objects: (ids) => collection.objects(ids),
      publicUrl: config.publicUrl,
    }),
  );
}

/** Preview, page data, site facts, the content API, the CMS webhook, local CMS images. */
async function contentRoutes(app: FastifyInstance) {
  const { config, content, pages, preview } = app;
  const previewAllowed = (request: FastifyRequest) => preview.allowed(request);
  await app.register(
    previewRoutesPlugin({ secret: config.CONTENTFUL_PREVIEW_SECRET, secure: config.secure }),
  );
  await app.register(pageDataRoutesPlugin(pages, previewAllowed));
  await app.register(
    contentRoutesPlugin({
      source: pages,
      clearCache: () => app.contentChanged(),
      webhookSecret: config.CONTENTFUL_WEBHOOK_SECRET,
      previewAllowed,
    }),
  );
  await app.register(contentApiRoutesPlugin(content.provider, preview));
  if (content.kind === 'local') {
    await app.register(
      cmsAssetRoutesPlugin({
        collection: app.collection,
        imageBase: app.images.base,
        filesDir: localAssetFilesDir(),
      }),
    );
  }
}

/** `/api/update-queue` (404 without UPDATE_QUEUE_SECRET). */
async function updateQueueRoutes(app: FastifyInstance) {
  const { updates } = app;
  await app.register(
    updateQueueRoutesPlugin({
      db: app.database.db,
      secret: app.config.UPDATE_QUEUE_SECRET,
      maxBytes: app.config.UPDATE_QUEUE_MAX_BYTES,
      onQueued: () => updates?.notify(),
    }),
  );
}

/**
 * `/images/…`, `/og-image/…`, `/image-download/…`, the IIIF Image API and manifests. With
 * IMAGE_BASE_URL only og-image and download remain, as redirects to the image server.
 */
async function imageRoutes(app: FastifyInstance) {
  const { config, images } = app;
  const db = app.database.db;
  const { local } = images;
  if (local) {
    await app.register(imageRoutesPlugin(local.store));
    await app.register(
      ogImageRoutesPlugin({
        kind: 'store',
        store: local.store,
        cacheDir: local.ogCacheDir,
        onCacheError: local.onCacheError,
      }),
    );
    await app.register(imageDownloadRoutesPlugin(db, { kind: 'store', store: local.store }));
    await app.register(iiifImageRoutesPlugin({ service: local.iiif, publicUrl: config.publicUrl }));
  } else if (config.IMAGE_BASE_URL) {
    const imageBase = config.IMAGE_BASE_URL;
    await app.register(ogImageRoutesPlugin({ kind: 'image-server', imageBase }));
    await app.register(imageDownloadRoutesPlugin(db, { kind: 'image-server', imageBase }));
  }
  await app.register(
    iiifManifestRoutesPlugin({
      collection: app.collection,
      sharedGallery: (slug) => app.galleries.getShared(slug, null),
      links: {
        publicUrl: config.publicUrl,
        imageBase: images.absoluteBase,
        iiifImageBase: iiifImageBase(config),
      },
    }),
  );
}

/** Static client assets and the catch-all `GET /*` page render: registered last. */
async function webAppRoutes(app: FastifyInstance) {
  const { config, build, preview } = app;
  await app.register(webAppPlugin, {
    distDir: config.WEB_DIST,
    ...(config.WEB_DEV_ROOT ? { devRoot: config.WEB_DEV_ROOT } : {}),
    pageCache: app.pageCache,
    renderLimit: createRenderLimit({
      perClient: config.RENDERS_PER_CLIENT,
      queue: config.RENDER_QUEUE_PER_CLIENT,
      total: config.RENDERS_AT_ONCE,
      totalQueue: config.RENDER_QUEUE,
    }),
    retryAfterSeconds: config.OVERLOAD_RETRY_AFTER_SECONDS,
    previewAllowed: (request) => preview.allowed(request),
    publicUrl: config.publicUrl,
    client: watchDataSource(app.pages),
    reporter: app.reporter,
    // Without a configured photo, the error page shows one from the collection.
    publicConfig: withCollectionErrorPhoto(app, app.collection, {
      sentryDsn: config.SENTRY_DSN ?? null,
      sentryEnvironment: config.SENTRY_ENVIRONMENT ?? null,
      release: build.commit ?? build.version,
      gtmId: config.GTM_ID ?? null,
      cookiebotId: config.COOKIEBOT_ID ?? null,
      apiKeySignIn: config.github ? 'github' : config.oidc ? 'oidc' : 'local',
      errorPhoto:
        config.ERROR_PAGE_PHOTO_URL && config.ERROR_PAGE_PHOTO_CREDIT
          ? { url: config.ERROR_PAGE_PHOTO_URL, credit: config.ERROR_PAGE_PHOTO_CREDIT }
          : null,
    }),
    currentUser: async (request) => {
      const session = await request.currentSession();
      return session ? app.accounts.currentUser(session.user) : null;
    },
    viewerId: requestViewer,
  });
}

/** A route group: a named plugin that needs the capabilities it serves. */
const group = (plugin: (app: FastifyInstance) => Promise<void>, name: string, needs: string[]) =>
  fp(plugin, { name, dependencies: ['config', 'database', ...needs] });

export const accountRoutesGroup = group(accountRoutes, 'account-routes', [
  'redis',
  'mail',
  'accounts',
]);
export const apiKeyRoutesGroup = group(apiKeyRoutes, 'api-key-routes', ['accounts', 'api-keys']);
export const healthRoutesGroup = group(healthRoutes, 'health-routes', ['overload']);
export const collectionRoutesGroup = group(collectionRoutes, 'collection-routes', [
  'redis',
  'images',
  'collection',
  'galleries',
  'api-keys',
]);
export const mailRoutesGroup = group(mailRoutes, 'mail-routes', ['redis', 'mail']);
export const galleryRoutesGroup = group(galleryRoutes, 'gallery-routes', [
  'redis',
  'accounts',
  'collection',
  'galleries',
  'mail',
]);
export const contentRoutesGroup = group(contentRoutes, 'content-routes', [
  'images',
  'collection',
  'content',
  'pages',
]);
export const updateQueueRoutesGroup = group(updateQueueRoutes, 'update-queue-routes', [
  'update-queue',
]);
export const imageRoutesGroup = group(imageRoutes, 'image-routes', [
  'images',
  'collection',
  'galleries',
]);
export const webAppRoutesGroup = group(webAppRoutes, 'web-app-routes', [
  'page-cache',
  'accounts',
  'collection',
  'content',
  'pages',
]);

/** The route groups in the order they are registered (the web app's catch-all is separate). */
export const ROUTE_GROUPS = [
  accountRoutesGroup,
  apiKeyRoutesGroup,
  healthRoutesGroup,
  collectionRoutesGroup,
  mailRoutesGroup,
  galleryRoutesGroup,
  contentRoutesGroup,
  updateQueueRoutesGroup,
  imageRoutesGroup,
] as const;
