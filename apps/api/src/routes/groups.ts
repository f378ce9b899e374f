import { emailVerificationRoutesGroup } from '../mail/email-verification';
import { previewRoutesGroup } from '../plugins/preview';
import { apiKeyRoutesGroup } from './apikey';
import { apiReferenceRoutesGroup } from './api-reference';
import { accountRoutesGroup } from './auth';
import { citationRoutesGroup } from './citations';
import { cmsAssetRoutesGroup } from './cms-assets';
import { collectionRoutesGroup } from './collection';
import { contentRoutesGroup } from './content';
import { contentApiRoutesGroup } from './content-api';
import { galleryRoutesGroup } from './galleries';
import { healthRoutesGroup } from './health';
import { iiifImageRoutesGroup } from './iiif-image';
import { iiifManifestRoutesGroup } from './iiif-manifests';
import { imageDownloadRoutesGroup } from './image-download';
import { persistentIdRoutesGroup } from './ids/persistent-ids';
import { imageRoutesGroup } from './images';
import { layoutChoiceRoutesGroup } from './layout-choice';
import { objectFeedbackRoutesGroup } from './object-feedback';
import { materialsRoutesGroup } from './materials';
import { oembedRoutesGroup } from './oembed';
import { ogImageRoutesGroup } from './og-image';
import { pageDataRoutesGroup } from './page-data';
import { sitemapXmlRoutesGroup } from './sitemap-xml';
import { updateQueueRoutesGroup } from './update-queue';
import { publicApiRoutesGroup } from './v1/public-api';
import { wellKnownRoutesGroup } from './well-known';

/**
 * Tier 3 of the composition root: the routes, in the order they are registered, and
 * nothing else. Each is the plugin of the file its routes live in: named, needing the
 * capabilities it reads from the instance (`routePlugin`), so registered before them the
 * start fails. The web app's catch-all (`webAppRoutesGroup` in plugins/web-app.ts) comes
 * after these, when the app serves the web app.
 */
export const ROUTE_GROUPS = [
  accountRoutesGroup,
  apiKeyRoutesGroup,
  layoutChoiceRoutesGroup,
  healthRoutesGroup,
  collectionRoutesGroup,
  citationRoutesGroup,
  objectFeedbackRoutesGroup,
  materialsRoutesGroup,
  publicApiRoutesGroup,
  sitemapXmlRoutesGroup,
  wellKnownRoutesGroup,
  apiReferenceRoutesGroup,
  persistentIdRoutesGroup,
  emailVerificationRoutesGroup,
  galleryRoutesGroup,
  oembedRoutesGroup,
  previewRoutesGroup,
  pageDataRoutesGroup,
  contentRoutesGroup,
  contentApiRoutesGroup,
  cmsAssetRoutesGroup,
  updateQueueRoutesGroup,
  imageRoutesGroup,
  ogImageRoutesGroup,
  imageDownloadRoutesGroup,
  iiifImageRoutesGroup,
  iiifManifestRoutesGroup,
] as const;
