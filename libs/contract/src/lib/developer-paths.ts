/**
 * Server addresses that the site's pages link to and the api serves, outside the page
 * route table (they are not pages of the web app): written once, here.
 */

/** The interactive reference of the public API (Scalar over its OpenAPI document). */
export const API_REFERENCE_PATH = '/api-reference';
