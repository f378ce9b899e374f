// The gallery rules that the service and its curation operations share: limits, ids,
// names, slugs, and a gallery as its viewer sees it. Kept apart so that neither of the
// two modules imports the other.
import { randomBytes } from 'node:crypto';
import { ARTWORK_ID_MAX, type Gallery } from '@kokoelma/contract';
import { GALLERY_NAME_MAX_LENGTH } from '@kokoelma/contract/site';
import { checkGalleryName } from '../lib/gallery-name';
import {
  ArtworkNotFoundError,
  GalleryNotFoundError,
  InvalidGalleryInputError,
} from './gallery-errors';
import type * as repo from './gallery-repository';

/** Limits that keep one account from filling the database; each has a default. */
export interface GalleryLimits {
  /** Galleries per user (the favourites list not counted); default 1000. */
  galleriesPerUser: number;
  /** Artworks per gallery (and in the favourites); default 5000. */
  objectsPerGallery: number;
  /** Share e-mails one user may queue per hour; default 20. */
  emailsPerHour: number;
}

export const DEFAULT_GALLERY_LIMITS: GalleryLimits = {
  galleriesPerUser: 1000,
  objectsPerGallery: 5000,
  emailsPerHour: 20,
};

/** A share slug: 128 random bits, base64url (22 characters). */
export function newGallerySlug(): string {
  // The edit link's token has the same form.
  return randomBytes(16).toString('base64url');
}

export function checkGalleryId(galleryId: number): void {
  if (!Number.isSafeInteger(galleryId) || galleryId < 1) throw new GalleryNotFoundError();
}

export function checkArtworkId(artworkId: number): void {
  if (!Number.isSafeInteger(artworkId) || artworkId < 1 || artworkId > ARTWORK_ID_MAX) {
    throw new ArtworkNotFoundError(artworkId);
  }
}

export function checkName(raw: string): string {
  const checked = checkGalleryName(raw);
  if (checked.ok) return checked.name;
  const messages = {
    name_empty: 'Give the gallery a name.',
    name_too_long: `The name is too long: at most ${GALLERY_NAME_MAX_LENGTH} characters.`,
    name_invalid: 'The name may not hold control characters.',
  };
  throw new InvalidGalleryInputError(checked.reason, messages[checked.reason]);
}

/** The gallery as `viewerId` sees it: only its owner sees the edit link. */
export function toGallery(
  row: repo.GalleryRow,
  objects: readonly repo.GalleryObjectRow[],
  viewerId: string | null,
): Gallery {
  return {
    id: Number(row.id),
    kind: row.kind,
    name: row.name,
    slug: row.slug,
    description: row.description,
    visibility: row.visibility,
    editToken: viewerId !== null && viewerId === row.user_id ? row.edit_token : null,
    objects: objects.map((o) => ({
      id: o.object_id,
      addedAt: new Date(o.added_at).toISOString(),
      note: o.note,
    })),
    objectCount: objects.length,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
