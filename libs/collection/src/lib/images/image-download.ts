import type { Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { isMissing, objectTitle, type Language } from '@kokoelma/domain';
import type { CollectionRecord, RecordImage } from '../model/record';
import { findObjects } from '../store/object-repository';

/** An image and the object that shows it. */
export interface ImageOwner {
  readonly record: CollectionRecord;
  readonly image: RecordImage;
}

/**
 * The object showing the image `imageId` and the image's record there, or null when no
 * object shows it. Found through collection_object_images (0016); when several objects
 * show one image (a sketchbook page also on its book), the lowest object id answers.
 */
export async function findImageOwner(
  db: Kysely<Tables>,
  imageId: string,
): Promise<ImageOwner | null> {
  const rows = await db
    .selectFrom('collection_object_images')
    .select('object_id')
    .where('image_id', '=', imageId)
    .orderBy('object_id')
    .limit(5)
    .execute();
  for (const record of await findObjects(
    db,
    rows.map((r) => r.object_id),
  )) {
    const image = record.images.find((candidate) => String(candidate.id) === imageId);
    if (image) return { record, image };
  }
  return null;
}

/** Characters no file name may hold on common systems, and controls (incl. format ones). */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}<>:"/\\|?*]+/gu;

/** A name's length budget before the extension (well within every file system's 255). */
const MAX_NAME = 120;

/**
 * The name a downloaded image is saved as: the object's title in `lang` (with the spec's
 * fallbacks), its inventory number, and the image's number when the object has several,
 * e.g. "Äidin muotokuva – A II 968.jpg". Nothing that could act as a path (slashes,
 * dots at either end) or break a header (quotes, controls) remains; an object without
 * title or number is "image-{id}".
 */
export function downloadFilename(owner: ImageOwner, lang: Language, extension: string): string {
  const { record, image } = owner;
  const title = objectTitle(record, lang);
  const parts = [isMissing(title) ? null : title.text, record.inventoryNumber]
    .map((part) =>
      part
        ?.replace(UNSAFE, ' ')
        .replace(/\s+/g, ' ')
        .replace(/^[.\s]+|[.\s]+$/g, ''),
    )
    .filter((part): part is string => Boolean(part));
  const index = record.images.indexOf(image);
  if (parts.length > 0 && record.images.length > 1 && index >= 0) parts.push(`${index + 1}`);
  let name = parts.join(' – ');
  if (name.length > MAX_NAME) name = `${[...name].slice(0, MAX_NAME).join('').trimEnd()}…`;
  name = name.replace(/^[.\s]+|[.\s]+$/g, '');
  return `${name || `image-${String(image.id).replace(/[^0-9A-Za-z_-]/g, '')}`}.${extension}`;
}

/** The ASCII stand-in of a file name for clients that do not read `filename*`. */
function asciiFilename(name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const ascii = stem
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[–—]/g, '-')
    .replace(/[^A-Za-z0-9 ._()-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._\s]+|[.\s]+$/g, '');
  const safeExtension = /^\.[A-Za-z0-9]{1,8}$/.test(extension) ? extension : '';
  return `${/[A-Za-z0-9]/.test(ascii) ? ascii : 'download'}${safeExtension}`;
}

/** RFC 5987 `value-chars`: attr-char stays, everything else is percent-encoded UTF-8. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `Content-Disposition: attachment` for a file name (RFC 6266): an ASCII `filename` for
 * old clients and, when the name is not plain ASCII, the exact name as RFC 5987
 * `filename*` (UTF-8), which clients prefer.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = asciiFilename(filename);
  const quoted = `attachment; filename="${fallback}"`;
  return fallback === filename ? quoted : `${quoted}; filename*=UTF-8''${encodeRfc5987(filename)}`;
}
