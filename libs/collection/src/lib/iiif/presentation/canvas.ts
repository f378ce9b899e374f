import type {
  Canvas,
  ContentResource,
  IIIFExternalWebResource,
  ImageService3,
  InternationalString,
} from '@iiif/presentation-3';
import { LANGUAGES, iiifImageServiceId, imageUrl, rightsUri } from '@kokoelma/domain';
import type { RecordImage } from '../../model/record';
import { languageMap, messageMap, perLanguage } from './language-map';

/** Where a manifest's links point. */
export interface ManifestLinks {
  /** The site's public origin, without a trailing slash: manifest ids and page links. */
  readonly publicUrl: string;
  /** The absolute `{imageBase}` of image renditions (the site's /images or the image server). */
  readonly imageBase: string;
  /** The Image API base whose services the canvases name, or null for none. */
  readonly iiifImageBase: string | null;
}

/** Widths the image server publishes for every image, largest first (spec §3). */
const PUBLISHED_WIDTHS = [4000, 2000, 1000, 500, 250] as const;

/** The canvas size of an image whose size the record lacks (width or height 0). */
const UNKNOWN_SIZE = 1000;

/** A rendition of the image: the largest published width it has, never enlarged. */
function rendition(
  links: ManifestLinks,
  image: RecordImage,
  maxWidth: number,
): { id: string; width?: number; height?: number } {
  const known = image.width > 0 && image.height > 0;
  const width = PUBLISHED_WIDTHS.find((w) => w <= maxWidth && (!known || w <= image.width)) ?? 250;
  const id = imageUrl({ imageBase: links.imageBase, format: 'jpg', width, image });
  if (!known) return { id };
  const scaled = Math.min(width, image.width);
  return {
    id,
    width: scaled,
    height: Math.max(1, Math.round((image.height * scaled) / image.width)),
  };
}

/** The image's Image API service (level 2, as iiif-image-info describes it), if any. */
function imageService(links: ManifestLinks, image: RecordImage): ImageService3[] {
  if (!links.iiifImageBase) return [];
  return [
    {
      id: iiifImageServiceId(links.iiifImageBase, image.id),
      type: 'ImageService3',
      profile: 'level2',
    },
  ];
}

/** A JPEG of the image with its service: the `body` of a painting, or a thumbnail. */
export function imageResource(
  links: ManifestLinks,
  image: RecordImage,
  maxWidth: number,
): IIIFExternalWebResource {
  const service = imageService(links, image);
  return {
    ...rendition(links, image, maxWidth),
    type: 'Image',
    format: 'image/jpeg',
    ...(service.length > 0 ? { service } : {}),
  };
}

/** What a canvas shows besides its image. */
export interface CanvasTexts {
  readonly label: InternationalString;
  /** The object page the image belongs to, in each language. */
  readonly pages?: ReadonlyArray<{ readonly lang: string; readonly url: string }>;
  readonly requiredStatement?: { label: InternationalString; value: InternationalString };
}

/**
 * One canvas per image (Presentation 3 §5.4): the image's own pixel size is the canvas
 * size, one annotation page with one painting annotation whose target is the canvas and
 * whose body is the image with its Image API service; the image's licence as `rights`.
 * Ids are under the manifest's: `{manifest}/canvas/{n}`, `…/page`, `…/painting`.
 */
export function imageCanvas(
  manifestId: string,
  n: number,
  image: RecordImage,
  links: ManifestLinks,
  texts: CanvasTexts,
): Canvas {
  const id = `${manifestId}/canvas/${n}`;
  const known = image.width > 0 && image.height > 0;
  const rights = rightsUri(image.license);
  // What the image shows, in the languages it is described in (a viewer's alt text).
  const summary = languageMap(perLanguage((lang) => image.description?.[lang] ?? undefined));
  return {
    id,
    type: 'Canvas',
    label: texts.label,
    ...(summary ? { summary } : {}),
    width: known ? image.width : UNKNOWN_SIZE,
    height: known ? image.height : UNKNOWN_SIZE,
    ...(rights ? { rights } : {}),
    ...(texts.requiredStatement ? { requiredStatement: texts.requiredStatement } : {}),
    thumbnail: [imageResource(links, image, 500) as ContentResource],
    ...(texts.pages
      ? { homepage: texts.pages.map((page) => homepage(page.url, texts.label, page.lang)) }
      : {}),
    items: [
      {
        id: `${id}/page`,
        type: 'AnnotationPage',
        items: [
          {
            id: `${id}/page/painting`,
            type: 'Annotation',
            motivation: 'painting',
            body: imageResource(links, image, 4000) as ContentResource,
            target: id,
          },
        ],
      },
    ],
  };
}

/**
 * The canvas of an object without any image: the manifest must hold a canvas, so this one
 * carries the "no image" text and the object's page, and no painting.
 */
export function emptyCanvas(manifestId: string, n: number, texts: CanvasTexts): Canvas {
  return {
    id: `${manifestId}/canvas/${n}`,
    type: 'Canvas',
    label: texts.label,
    summary: messageMap('object.noImage'),
    width: UNKNOWN_SIZE,
    height: UNKNOWN_SIZE,
    ...(texts.pages
      ? { homepage: texts.pages.map((page) => homepage(page.url, texts.label, page.lang)) }
      : {}),
  };
}

/** A web page about the resource in one language (`homepage`), labelled like the resource. */
export function homepage(url: string, label: InternationalString, lang: string) {
  return { id: url, type: 'Text' as const, label, format: 'text/html', language: [lang] };
}

/** The object page in every site language. */
export function objectPages(publicUrl: string, objectId: number) {
  return LANGUAGES.map((lang) => ({ lang, url: `${publicUrl}/${lang}/object/${objectId}` }));
}
