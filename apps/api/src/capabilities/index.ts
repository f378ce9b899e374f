import { accountsPlugin } from './accounts';
import { apiKeysPlugin } from './api-keys';
import { collectionPlugin } from './collection';
import { contentPlugin } from './content';
import { galleriesPlugin } from './galleries';
import { imagesPlugin } from './images';
import { mailPlugin } from './mail';
import { pagesPlugin } from './pages';
import { updateQueuePlugin } from './update-queue';

/**
 * Tier 2 of the composition root: each capability a named plugin that builds its service
 * once and decorates the app with it. Each names the plugins it needs (`dependencies`),
 * so registering one before them fails at start-up with Fastify's missing-dependency error.
 */
export const CAPABILITIES = [
  collectionPlugin,
  contentPlugin,
  imagesPlugin,
  galleriesPlugin,
  mailPlugin,
  accountsPlugin,
  apiKeysPlugin,
  pagesPlugin,
  updateQueuePlugin,
] as const;
