import Negotiator from 'negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CollectionService } from '@kokoelma/collection';
import { pathTo } from '@kokoelma/contract/site';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LINKED_ART_MEDIA_TYPE,
  PERSISTENT_ID_PATH,
  persistentPersonId,
  type Language,
} from '@kokoelma/domain';
import { iiifImageBase } from '../../iiif-config';
import { routePlugin } from '../route-plugin';
import { toPublicObject, toPublicPerson } from '../v1/public-object';
import { linkedArtObject, linkedArtPerson, type LinkedArtLinks } from './linked-art';

/** What an answer of a persistent id is, as the client's Accept header chose it. */
type Representation = 'html' | 'linked-art' | 'json';

/**
 * The media types a persistent id answers in, in order of preference when the client
 * takes any: a client that names no type (`*∕*`, or no Accept: a harvester following
 * a manifest's seeAlso) gets the data, Linked Art; browsers name text/html. Linked Art is
 * offered with and without its profile, since a client may ask for either.
 */
const OFFERED: Array<[string, Representation]> = [
  [LINKED_ART_MEDIA_TYPE, 'linked-art'],
  ['application/ld+json', 'linked-art'],
  ['text/html', 'html'],
  ['application/json', 'json'],
];

/** The representation the request's Accept header prefers; null when it takes none. */
export function chooseRepresentation(accept: string | undefined): Representation | null {
  const negotiator = new Negotiator({ headers: { accept: accept ?? '*/*' } });
  const type = negotiator.mediaType(OFFERED.map(([offered]) => offered));
  return OFFERED.find(([offered]) => offered === type)?.[1] ?? null;
}

/** The page language the request's Accept-Language prefers among fi, sv and en (else fi). */
export function chooseLanguage(acceptLanguage: string | undefined): Language {
  const negotiator = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } });
  const lang = negotiator.language([...LANGUAGES]);
  return LANGUAGES.find((l) => l === lang) ?? DEFAULT_LANGUAGE;
}

/** An object id as the site's pages take it: 1–15 digits, no leading zero. */
const OBJECT_ID = /^[1-9][0-9]{0,14}$/;
const INT4_MAX = 2_147_483_647;
/** A person id is the museum's id or `name:…`; longer ones are no id of this site. */
const MAX_PERSON_ID = 300;

/** How long shared caches may keep an answer: ids never change, their data may. */
const ID_CACHE = 'public, max-age=300';

export interface PersistentIdOptions {
  collection: CollectionService;
  links: LinkedArtLinks;
}

/**
 * `/id/object/{id}` and `/id/person/{id}`, the collection's persistent ids. Each is
 * answered by content negotiation (RFC 9110 §12): `text/html` gets 303 to the page in
 * the language Accept-Language prefers (fi, sv or en; fi by default);
 * `application/ld+json` (with or without Linked Art's profile) gets Linked Art JSON-LD;
 * `application/json` the public API's JSON. A merged person's old id is sent on, 301, to
 * the surviving id; a deleted object's id is 410 Gone; an unknown one 404.
 */
export function persistentIdPlugin(options: PersistentIdOptions) {
  const { collection, links } = options;
  const { publicUrl } = links;

  /** The headers every answer of an id carries, whatever it is. */
  const negotiated = (reply: FastifyReply) =>
    reply.header('vary', 'Accept, Accept-Language').header('cache-control', ID_CACHE);

  const notAcceptable = (reply: FastifyReply) =>
    negotiated(reply)
      .status(406)
      .send({
        error: 'not_acceptable',
        message: `This id is available as ${OFFERED.map(([type]) => type).join(', ')}`,
      });

  const notFound = (reply: FastifyReply, what: string) =>
    negotiated(reply)
      .status(404)
      .send({ error: 'not_found', message: `No ${what}` });

  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    page: (lang: Language) => string,
    linkedArt: () => unknown,
    json: () => unknown,
  ) {
    const representation = chooseRepresentation(request.headers.accept);
    if (!representation) return notAcceptable(reply);
    negotiated(reply);
    if (representation === 'html') {
      const lang = chooseLanguage(request.headers['accept-language']);
      return reply.redirect(`${publicUrl}${page(lang)}`, 303);
    }
    if (representation === 'linked-art') {
      return reply.type(LINKED_ART_MEDIA_TYPE).send(JSON.stringify(linkedArt()));
    }
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(json()));
  }

  return async function plugin(app: FastifyInstance) {
    app.get<{ Params: { id: string } }>(
      `${PERSISTENT_ID_PATH}/object/:id`,
      async (request, reply) => {
        const { id: raw } = request.params;
        const id = OBJECT_ID.test(raw) ? Number(raw) : 0;
        if (id < 1 || id > INT4_MAX) return notFound(reply, `object ${raw}`);
        const record = await collection.object(id);
        if (!record) {
          const deletedAt = await collection.deletedAt(id);
          if (deletedAt) {
            return negotiated(reply)
              .status(410)
              .send({
                error: 'gone',
                message: `Object ${id} was removed from the collection on ${deletedAt.toISOString()}`,
                deletedAt: deletedAt.toISOString(),
              });
          }
          return notFound(reply, `object ${id}`);
        }
        return answer(
          request,
          reply,
          (lang) => pathTo('object', { lang, id }),
          () => linkedArtObject(record, links),
          () => toPublicObject(record, links),
        );
      },
    );

    app.get<{ Params: { id: string } }>(
      `${PERSISTENT_ID_PATH}/person/:id`,
      async (request, reply) => {
        const { id } = request.params;
        if (id.length === 0 || id.length > MAX_PERSON_ID) return notFound(reply, 'such person');
        const person = await collection.person(id);
        if (!person) return notFound(reply, 'such person');
        // A merged person's old id: the id that survives, for good (as their pages do).
        if (person.id !== id) {
          return negotiated(reply).redirect(persistentPersonId(publicUrl, person.id), 301);
        }
        return answer(
          request,
          reply,
          (lang) => pathTo('person', { lang, id: person.id }),
          () => linkedArtPerson(person, links),
          () => toPublicPerson(person, publicUrl),
        );
      },
    );
  };
}

/** The persistent ids, over the collection. */
export const persistentIdRoutesGroup = routePlugin(
  async (app) => {
    const { config, collection, images } = app;
    await app.register(
      persistentIdPlugin({
        collection,
        links: {
          publicUrl: config.publicUrl,
          imageBase: images.absoluteBase,
          iiifImageBase: iiifImageBase(config),
        },
      }),
    );
  },
  'persistent-id-routes',
  ['images', 'collection'],
);
