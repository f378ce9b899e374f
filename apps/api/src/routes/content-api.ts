import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isMissingTranslation } from '@kokoelma/cms';
import type { ContentProvider } from '@kokoelma/cms/server';
import { LATEST_ARTICLES_DEFAULT, contentApiRoutes } from '@kokoelma/contract/site';
import { DEFAULT_LANGUAGE, type Language } from '@kokoelma/domain';
import { articleContent, frontPageContent } from '../pages/content-mappers';
import { PERSONAL_CACHE } from '../plugins/http-cache';
import type { PreviewAccess } from '../plugins/preview';
import { routePlugin } from './route-plugin';

/**
 * Anonymous content may be kept a minute by browsers and CDNs: the CMS cache keeps it as
 * long, so editors see a publish within about two. Preview shows drafts: never stored.
 */
function cacheControl(reply: FastifyReply, preview = false): void {
  reply.header('Cache-Control', preview ? PERSONAL_CACHE : 'public, max-age=60');
}

/** Preview without the preview link's cookie, where one is needed (a real CMS). */
const previewRefused = {
  error: 'forbidden',
  message: 'Preview needs the cookie of the CMS preview link (/api/preview)',
};

const OPEN_PREVIEW: PreviewAccess = { gated: false, allowed: () => true };

const notFound = (message: string) => ({ error: 'not_found', message });

const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  fi: 'Finnish',
  sv: 'Swedish',
  en: 'English',
};

/**
 * The content API (spec §7): articles, categories, videos, object info boxes and link
 * buttons, the results notification and the front page, straight from the CMS provider
 * (cached, with the spec's fallbacks). Pages do not use these — their data comes with
 * /api/pagedata — so the shapes are the CMS library's own, without page-only fields.
 */
export function contentApiRoutesPlugin(
  content: ContentProvider,
  previewAccess: PreviewAccess = OPEN_PREVIEW,
) {
  return async function plugin(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.route({
      ...contentApiRoutes.articles,
      handler: async (request, reply) => {
        const { lang = DEFAULT_LANGUAGE, category, limit } = request.query;
        let categoryId: string | undefined;
        if (category !== undefined) {
          const categories = await content.listArticleCategories(lang);
          categoryId = categories.find((c) => c.slug === category)?.id;
          if (categoryId === undefined) {
            cacheControl(reply);
            return reply.status(404).send(notFound(`No article category "${category}"`));
          }
        }
        const articles = await content.listArticles(lang, {
          ...(categoryId === undefined ? {} : { category: categoryId }),
          ...(limit === undefined ? {} : { limit }),
        });
        cacheControl(reply);
        return articles;
      },
    });

    app.route({
      ...contentApiRoutes.article,
      handler: async (request, reply) => {
        const { slug } = request.params;
        const { lang = DEFAULT_LANGUAGE, preview = false } = request.query;
        if (preview && !previewAccess.allowed(request)) {
          cacheControl(reply, true);
          return reply.status(403).send(previewRefused);
        }
        // With the fallbacks a failed fetch is null too: "no article" (spec §2).
        const article = await content.getArticle(lang, slug, { preview });
        cacheControl(reply, preview);
        if (!article) return reply.status(404).send(notFound(`No article "${slug}"`));
        if (isMissingTranslation(article)) {
          const language = LANGUAGE_NAMES[lang];
          return reply
            .status(404)
            .send(notFound(`The article "${slug}" is not written in ${language}`));
        }
        return articleContent(article);
      },
    });

    app.route({
      ...contentApiRoutes.articleCategories,
      handler: async (request, reply) => {
        const categories = await content.listArticleCategories(
          request.query.lang ?? DEFAULT_LANGUAGE,
        );
        cacheControl(reply);
        return categories;
      },
    });

    app.route({
      ...contentApiRoutes.latestArticles,
      handler: async (request, reply) => {
        const { lang = DEFAULT_LANGUAGE, limit = LATEST_ARTICLES_DEFAULT } = request.query;
        const articles = await content.latestArticles(lang, limit);
        cacheControl(reply);
        return articles;
      },
    });

    app.route({
      ...contentApiRoutes.videos,
      handler: async (request, reply) => {
        const { lang = DEFAULT_LANGUAGE, query } = request.query;
        const words = query?.trim();
        const videos = await content.listVideos(lang, words ? { query: words } : {});
        cacheControl(reply);
        return videos;
      },
    });

    app.route({
      ...contentApiRoutes.objectInfos,
      handler: async (request, reply) => {
        const infos = await content.getObjectInfos(request.params.lang);
        cacheControl(reply);
        return infos;
      },
    });

    app.route({
      ...contentApiRoutes.objectLinkMap,
      handler: async (request, reply) => {
        const links = await content.getObjectLinkMap(request.params.lang);
        cacheControl(reply);
        return links;
      },
    });

    app.route({
      ...contentApiRoutes.resultsNotification,
      handler: async (request, reply) => {
        const notification = await content.getResultsNotification(request.params.lang);
        cacheControl(reply);
        return notification;
      },
    });

    app.route({
      ...contentApiRoutes.frontPage,
      handler: async (request, reply) => {
        const { lang = DEFAULT_LANGUAGE, preview = false } = request.query;
        if (preview && !previewAccess.allowed(request)) {
          cacheControl(reply, true);
          return reply.status(403).send(previewRefused);
        }
        const front = await content.getFrontPage(lang, { preview });
        cacheControl(reply, preview);
        if (!front) return reply.status(404).send(notFound('No front page'));
        if (isMissingTranslation(front)) {
          const language = LANGUAGE_NAMES[lang];
          return reply.status(404).send(notFound(`The front page is not written in ${language}`));
        }
        return frontPageContent(front);
      },
    });
  };
}

/** The content API, straight from the CMS provider. */
export const contentApiRoutesGroup = routePlugin(
  async (app) => {
    await app.register(contentApiRoutesPlugin(app.content.provider, app.preview));
  },
  'content-api-routes',
  ['content'],
);
