import { Type, type Static } from 'typebox';
import { ErrorResponse, Lang, oneOf } from './common';
import {
  ARTWORK_ID_MAX,
  GALLERY_ERROR_REASONS,
  GALLERY_KINDS,
  GALLERY_SLUG_PATTERN,
  GALLERY_VISIBILITIES,
} from './galleries-limits';
import { galleryRoutePaths } from './gallery-route-paths';

// Schemas of personal galleries and favourites (spec §3 Gallery, §7 Calls). Every route
// but the shared view needs a signed-in visitor (401 otherwise); a gallery of someone
// else answers 404, exactly like one that does not exist.

export {
  GALLERY_NAME_MAX_LENGTH,
  GALLERY_DESCRIPTION_MAX_LENGTH,
  GALLERY_NOTE_MAX_LENGTH,
  GALLERY_RESTORE_DAYS,
  GALLERY_VISIBILITIES,
  ARTWORK_ID_MAX,
  GALLERY_KINDS,
  GALLERY_ERROR_REASONS,
} from './galleries-limits';

export type GalleryVisibility = (typeof GALLERY_VISIBILITIES)[number];
export const GalleryVisibility = oneOf(GALLERY_VISIBILITIES, {
  description: 'private: the owner only; link: anyone with the link; public: also indexed',
});

export type GalleryKind = (typeof GALLERY_KINDS)[number];
export const GalleryKind = oneOf(GALLERY_KINDS, {
  description: 'gallery: named by its owner; favourites: the owner’s favourites list',
});

export type GalleryErrorReason = (typeof GALLERY_ERROR_REASONS)[number];
export const GalleryErrorReason = oneOf(GALLERY_ERROR_REASONS, {
  description: 'Why a gallery request failed',
});

/** The error body of the gallery routes: the usual one, plus why. */
export const GalleryErrorResponse = Type.Object(
  {
    error: Type.String({ description: 'Stable error code, e.g. not_found, conflict' }),
    message: Type.String({ description: 'A sentence for people (English)' }),
    reason: Type.Optional(GalleryErrorReason),
  },
  { additionalProperties: false },
);
export type GalleryErrorResponse = Static<typeof GalleryErrorResponse>;

const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601, UTC' });

/** A gallery's numeric id (a larger id is a newer gallery). */
export const GalleryId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/** An artwork (collection object) id. */
export const ArtworkId = Type.Integer({ minimum: 1, maximum: ARTWORK_ID_MAX });

/** The shared view's path id: 128 random bits in base64url, not guessable. */
export const GallerySlug = Type.String({
  pattern: GALLERY_SLUG_PATTERN,
  description: 'Path id of the shared view /{lang}/galleries/{slug}',
});

/** An artwork in a gallery. The object itself may have left the collection since. */
export const GalleryObject = Type.Object(
  {
    id: ArtworkId,
    addedAt: Timestamp,
    note: Type.String({ description: 'The owner’s note on the artwork; empty when none' }),
  },
  { additionalProperties: false },
);
export type GalleryObject = Static<typeof GalleryObject>;

/** A gallery with its artworks in the owner's order (newest added first until reordered). */
export const Gallery = Type.Object(
  {
    id: GalleryId,
    kind: GalleryKind,
    name: Type.String({ description: 'Empty for the favourites list (pages name it)' }),
    slug: GallerySlug,
    description: Type.String({ description: 'Empty when none' }),
    visibility: GalleryVisibility,
    editToken: Type.Union([GallerySlug, Type.Null()], {
      description:
        'The edit link’s token, shown to the owner only (null for anyone else, or when ' +
        'there is no edit link)',
    }),
    objects: Type.Array(GalleryObject, { description: 'In the owner’s order' }),
    objectCount: Type.Integer({ minimum: 0 }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { additionalProperties: false },
);
export type Gallery = Static<typeof Gallery>;

/** GET /api/galleries/{slug}: a gallery as anyone with the link sees it. */
export const SharedGallery = Type.Object(
  {
    ...Gallery.properties,
    owned: Type.Boolean({ description: 'The signed-in visitor owns it (may edit)' }),
    curator: Type.Optional(
      Type.String({
        description:
          'Who made the gallery, as the view credits them ("by …"): the owner’s nickname ' +
          'or name; left out when the account has none',
      }),
    ),
  },
  { additionalProperties: false },
);
export type SharedGallery = Static<typeof SharedGallery>;

/** A deleted gallery that its owner can still restore. */
export const DeletedGallery = Type.Object(
  {
    ...Gallery.properties,
    deletedAt: Timestamp,
    purgeAt: Type.String({ format: 'date-time', description: 'Gone for good after this' }),
  },
  { additionalProperties: false },
);
export type DeletedGallery = Static<typeof DeletedGallery>;
export const DeletedGalleryList = Type.Array(DeletedGallery);

/** GET /api/galleries: the visitor's galleries (not the favourites), newest first. */
export const GalleryList = Type.Array(Gallery);
export type GalleryList = Static<typeof GalleryList>;

// Length caps here only stop absurd bodies; the name rule itself (trimmed, not empty, at
// most GALLERY_NAME_MAX_LENGTH) is the service's, which says which part failed.
const Name = Type.String({ maxLength: 1000, description: 'The gallery’s name' });

/** POST /api/galleries: a gallery is created with one artwork. */
export const NewGalleryRequest = Type.Object(
  { name: Name, artworkId: ArtworkId },
  { additionalProperties: false },
);
export type NewGalleryRequest = Static<typeof NewGalleryRequest>;

/** PATCH /api/galleries/{galleryId}: rename, describe, change who may see it. */
export const UpdateGalleryRequest = Type.Object(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Type.String({ maxLength: 10_000 })),
    visibility: Type.Optional(GalleryVisibility),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateGalleryRequest = Static<typeof UpdateGalleryRequest>;
/** @deprecated the old name of UpdateGalleryRequest. */
export const RenameGalleryRequest = UpdateGalleryRequest;
export type RenameGalleryRequest = UpdateGalleryRequest;

/** PUT /api/galleries/{galleryId}/artwork/{artworkId}/note. */
export const ArtworkNoteRequest = Type.Object(
  { note: Type.String({ maxLength: 10_000 }) },
  { additionalProperties: false },
);
export type ArtworkNoteRequest = Static<typeof ArtworkNoteRequest>;

/** PUT /api/galleries/{galleryId}/order: every artwork of the gallery, in the new order. */
export const GalleryOrderRequest = Type.Object(
  { artworkIds: Type.Array(ArtworkId, { maxItems: 10_000, uniqueItems: true }) },
  { additionalProperties: false },
);
export type GalleryOrderRequest = Static<typeof GalleryOrderRequest>;

/** POST /api/galleries/{galleryId}/artworks/remove: several artworks at once. */
export const ArtworkSelection = Type.Object(
  { artworkIds: Type.Array(ArtworkId, { minItems: 1, maxItems: 10_000, uniqueItems: true }) },
  { additionalProperties: false },
);
export type ArtworkSelection = Static<typeof ArtworkSelection>;

/** POST /api/galleries/{galleryId}/artworks/copy: to another of the visitor's galleries. */
export const CopyArtworksRequest = Type.Object(
  { ...ArtworkSelection.properties, targetGalleryId: GalleryId },
  { additionalProperties: false },
);
export type CopyArtworksRequest = Static<typeof CopyArtworksRequest>;

/**
 * Most ids one favourites merge may carry: twice what the browser keeps (500), so that one
 * request cannot hold the database for long. More is a 400.
 */
export const MERGE_FAVOURITES_MAX = 1000;

/** POST /api/favourites/merge: favourites kept in the browser before signing in. */
export const MergeFavouritesRequest = Type.Object(
  {
    artworkIds: Type.Array(ArtworkId, { maxItems: MERGE_FAVOURITES_MAX, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type MergeFavouritesRequest = Static<typeof MergeFavouritesRequest>;

/** The edit link (a signed-in visitor holding it may change the artworks). */
export const EditTokenQuery = Type.Object(
  { editToken: Type.Optional(GallerySlug) },
  { additionalProperties: false },
);
export type EditTokenQuery = Static<typeof EditTokenQuery>;

/** GET /api/galleries/{slug}/export: a gallery as a file to keep. */
export const GalleryExport = Type.Object(
  {
    format: Type.Literal('kokoelma-gallery/1'),
    name: Type.String(),
    description: Type.String(),
    url: Type.String({ description: 'The shared view (fi)' }),
    iiifManifest: Type.String({ description: 'IIIF Presentation 3 manifest of the gallery' }),
    exportedAt: Timestamp,
    artworks: Type.Array(
      Type.Object(
        {
          id: ArtworkId,
          note: Type.String(),
          addedAt: Timestamp,
          title: Type.Record(Type.String(), Type.String(), {
            description: 'Language map of the title (fi, sv, en; missing when unknown)',
          }),
          people: Type.Array(Type.String()),
          dates: Type.Union([Type.String(), Type.Null()]),
          inventoryNumber: Type.Union([Type.String(), Type.Null()]),
          url: Type.String({ description: 'The object page (fi)' }),
          iiifManifest: Type.String(),
          inCollection: Type.Boolean({ description: 'False when it has left the collection' }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type GalleryExport = Static<typeof GalleryExport>;

/** POST /api/galleries/{galleryId}/share: the link, and an e-mail when an address is given. */
export const ShareGalleryRequest = Type.Object(
  {
    lang: Type.Optional(Lang),
    email: Type.Optional(Type.String({ maxLength: 320, description: 'Send the link here' })),
  },
  { additionalProperties: false },
);
export type ShareGalleryRequest = Static<typeof ShareGalleryRequest>;

/** The share link, and a subject and body ready for a mailto: link. */
export const ShareGalleryResponse = Type.Object(
  {
    url: Type.String({ description: 'Absolute URL of the shared view' }),
    path: Type.String({ description: '/{lang}/galleries/{slug}' }),
    subject: Type.String(),
    body: Type.String(),
    emailed: Type.Boolean({ description: 'An e-mail to the given address was queued' }),
  },
  { additionalProperties: false },
);
export type ShareGalleryResponse = Static<typeof ShareGalleryResponse>;

// Path ids are checked as text before any query: a bad one is a 400, never a 500.
const IdText = (description: string) => Type.String({ pattern: '^[1-9][0-9]{0,14}$', description });

export const GalleryIdParams = Type.Object({ galleryId: IdText('Gallery id') });
export const GallerySlugParams = Type.Object({ gallerySlug: GallerySlug });
export const GalleryArtworkParams = Type.Object({
  galleryId: IdText('Gallery id'),
  artworkId: IdText('Artwork (object) id'),
});
export const ArtworkParams = Type.Object({ artworkId: IdText('Artwork (object) id') });

const errors = {
  400: GalleryErrorResponse,
  401: GalleryErrorResponse,
  403: ErrorResponse,
  404: GalleryErrorResponse,
  409: GalleryErrorResponse,
  429: GalleryErrorResponse,
  500: ErrorResponse,
};

/** Route schemas of galleries and favourites, in Fastify's `schema` shape. */
export const galleryRoutes = {
  /** The visitor's galleries, newest first (favourites not included). */
  list: {
    ...galleryRoutePaths.list,
    schema: { response: { 200: GalleryList, ...errors } },
  },
  /** Creates a gallery holding one artwork (201). */
  create: {
    ...galleryRoutePaths.create,
    schema: { body: NewGalleryRequest, response: { 201: Gallery, ...errors } },
  },
  /** One of the visitor's own galleries (or one whose edit link they hold), to edit. */
  edit: {
    ...galleryRoutePaths.edit,
    schema: {
      params: GalleryIdParams,
      querystring: EditTokenQuery,
      response: { 200: Gallery, ...errors },
    },
  },
  /** The visitor's deleted galleries that can still be restored, most recently deleted first. */
  deleted: {
    ...galleryRoutePaths.deleted,
    schema: { response: { 200: DeletedGalleryList, ...errors } },
  },
  /** The shared view: anyone with the link, signed in or not. */
  shared: {
    ...galleryRoutePaths.shared,
    schema: { params: GallerySlugParams, response: { 200: SharedGallery, ...errors } },
  },
  /** Renames a gallery, changes its description or who may see it (owner only). */
  rename: {
    ...galleryRoutePaths.rename,
    schema: {
      params: GalleryIdParams,
      body: UpdateGalleryRequest,
      response: { 200: Gallery, ...errors },
    },
  },
  /** Deletes a gallery (204); restorable for GALLERY_RESTORE_DAYS days. */
  remove: {
    ...galleryRoutePaths.remove,
    schema: { params: GalleryIdParams, response: { 204: Type.Null(), ...errors } },
  },
  /** Restores a deleted gallery. */
  restore: {
    ...galleryRoutePaths.restore,
    schema: { params: GalleryIdParams, response: { 200: Gallery, ...errors } },
  },
  /** Adds an artwork (empty body); 409 when it is there already. */
  addArtwork: {
    ...galleryRoutePaths.addArtwork,
    schema: {
      params: GalleryArtworkParams,
      querystring: EditTokenQuery,
      response: { 200: Gallery, ...errors },
    },
  },
  /** Removes an artwork; removing one that is not there changes nothing. */
  removeArtwork: {
    ...galleryRoutePaths.removeArtwork,
    schema: {
      params: GalleryArtworkParams,
      querystring: EditTokenQuery,
      response: { 200: Gallery, ...errors },
    },
  },
  /** Sets the note on an artwork (an empty note removes it). */
  note: {
    ...galleryRoutePaths.note,
    schema: {
      params: GalleryArtworkParams,
      querystring: EditTokenQuery,
      body: ArtworkNoteRequest,
      response: { 200: Gallery, ...errors },
    },
  },
  /** Puts the artworks in a new order; 409 order_mismatch unless it holds exactly them. */
  order: {
    ...galleryRoutePaths.order,
    schema: {
      params: GalleryIdParams,
      querystring: EditTokenQuery,
      body: GalleryOrderRequest,
      response: { 200: Gallery, ...errors },
    },
  },
  /** Removes several artworks at once. */
  removeArtworks: {
    ...galleryRoutePaths.removeArtworks,
    schema: {
      params: GalleryIdParams,
      querystring: EditTokenQuery,
      body: ArtworkSelection,
      response: { 200: Gallery, ...errors },
    },
  },
  /** Copies artworks to another of the visitor's galleries; answers with that gallery. */
  copyArtworks: {
    ...galleryRoutePaths.copyArtworks,
    schema: {
      params: GalleryIdParams,
      querystring: EditTokenQuery,
      body: CopyArtworksRequest,
      response: { 200: Gallery, ...errors },
    },
  },
  /** A new view link: the old one answers 404 at once (owner only). */
  rotateViewLink: {
    ...galleryRoutePaths.rotateViewLink,
    schema: { params: GalleryIdParams, response: { 200: Gallery, ...errors } },
  },
  /** A new edit link, replacing any earlier one (owner only). */
  createEditLink: {
    ...galleryRoutePaths.createEditLink,
    schema: { params: GalleryIdParams, response: { 200: Gallery, ...errors } },
  },
  /** Revokes the edit link (owner only). */
  revokeEditLink: {
    ...galleryRoutePaths.revokeEditLink,
    schema: { params: GalleryIdParams, response: { 200: Gallery, ...errors } },
  },
  /** The gallery as a JSON file: whoever may view it may export it. */
  export: {
    ...galleryRoutePaths.export,
    schema: { params: GallerySlugParams, response: { 200: GalleryExport, ...errors } },
  },
  /** Adds favourites kept in the browser while signed out (unknown ids are skipped). */
  mergeFavourites: {
    ...galleryRoutePaths.mergeFavourites,
    schema: { body: MergeFavouritesRequest, response: { 200: Gallery, ...errors } },
  },
  /** The share link, and an e-mail to `email` when given (queued in the outbox). */
  share: {
    ...galleryRoutePaths.share,
    schema: {
      params: GalleryIdParams,
      body: ShareGalleryRequest,
      // 403 `email_unverified`: e-mail is sent only for a verified address.
      response: { 200: ShareGalleryResponse, ...errors, 403: GalleryErrorResponse },
    },
  },
  /** The visitor's favourites list (created on first use). */
  favourites: {
    ...galleryRoutePaths.favourites,
    schema: { response: { 200: Gallery, ...errors } },
  },
  /** Adds an artwork to the favourites; one already there stays (no error). */
  addFavourite: {
    ...galleryRoutePaths.addFavourite,
    schema: { params: ArtworkParams, response: { 200: Gallery, ...errors } },
  },
  /** Removes an artwork from the favourites. */
  removeFavourite: {
    ...galleryRoutePaths.removeFavourite,
    schema: { params: ArtworkParams, response: { 200: Gallery, ...errors } },
  },
} as const;
