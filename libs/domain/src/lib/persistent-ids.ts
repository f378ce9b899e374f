/**
 * The persistent ids of the collection (https://…/id/object/{id}, https://…/id/person/{id}):
 * addresses that never change whatever the site's pages become, for citations, dumps,
 * IIIF manifests and linked data. The server answers each by content negotiation: a
 * browser is sent to the page in its language, a linked-data client gets Linked Art
 * JSON-LD, a JSON client the public API's JSON. One definition here, so every place that
 * names an id names the same one.
 */

/** Where the persistent ids live under the site's origin. */
export const PERSISTENT_ID_PATH = '/id';

/** The JSON-LD context of Linked Art 1.0 documents (https://linked.art). */
export const LINKED_ART_CONTEXT = 'https://linked.art/ns/v1/linked-art.json';

/** The media type of a Linked Art document, with the profile clients negotiate on. */
export const LINKED_ART_MEDIA_TYPE = `application/ld+json;profile="${LINKED_ART_CONTEXT}"`;

const trimmed = (origin: string) => origin.replace(/\/+$/, '');

/** The persistent id of a collection object: `{origin}/id/object/{id}`. */
export function persistentObjectId(origin: string, objectId: number): string {
  return `${trimmed(origin)}${PERSISTENT_ID_PATH}/object/${objectId}`;
}

/** The persistent id of a person: `{origin}/id/person/{id}` (the id percent-encoded). */
export function persistentPersonId(origin: string, personId: string): string {
  return `${trimmed(origin)}${PERSISTENT_ID_PATH}/person/${encodeURIComponent(personId)}`;
}
