import type { JsonSchema } from './schema-values';

// What the request generators need to know of the app under test.

/** The app's body limit (app.ts), for routes that set none of their own. */
export const BODY_LIMIT = 1_048_576;

/** One registered route, with what the fuzzer generates requests from. */
export interface FuzzRoute {
  /** "POST /api/galleries/:galleryId/share": how the summary and the coverage name it. */
  key: string;
  method: string;
  url: string;
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  headers?: JsonSchema;
  bodyLimit: number;
}

/** Real values of the running app, so that requests also reach the handlers' happy paths. */
export interface FuzzFixtures {
  session: string;
  apiKey: string;
  galleryIds: string[];
  gallerySlugs: string[];
  objectIds: number[];
  imageIds: number[];
  personIds: string[];
  articleSlugs: string[];
}

/** The session cookie's name on http (the fuzzed app is not https). */
export const SESSION_COOKIE = 'kokoelma_session';
/** The CMS webhook's secret in the fuzzed app. */
export const WEBHOOK_SECRET = 'fuzz-webhook-secret-0123';
