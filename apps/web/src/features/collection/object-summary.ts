import {
  displayImageWidth,
  imageDescription,
  isMissing,
  objectDate,
  objectTitle,
  personDisplayName,
  type Language,
} from '@kokoelma/domain';
import type { SearchCard } from '@kokoelma/contract/site';
import { pictureSources, type PictureSources } from './image-sources';

/** Texts the summary needs that come from the message catalogue. */
export interface SummaryTexts {
  unknownTitle: string;
  unknownAuthor: string;
}

/** An object as a result card, a gallery card or a part of a series shows it. */
export interface ObjectSummary {
  id: number;
  title: string;
  /** The title's language when it is another language's (a fallback), for `lang`. */
  titleLang: Language | undefined;
  /** Authors as one line ("Helene Schjerfbeck, Ada Thilén"), or the unknown-author text. */
  authors: string;
  year: string | undefined;
  picture: PictureSources | undefined;
  /** What the image shows (its description), for the card image's alt text; else none. */
  imageAlt: string | undefined;
  /** The description's language when it is another language's (a fallback). */
  imageAltLang: Language | undefined;
}

/** The title in `lang` with the spec's fallbacks, or the unknown-title text. */
export function titleText(object: SearchCard, lang: Language, unknown: string): string {
  const title = objectTitle(object, lang);
  return isMissing(title) ? unknown : title.text;
}

/**
 * The language of the title shown on a page in `lang` when it is another language's
 * (a fallback: the Finnish title on an English page), else undefined. Screen readers
 * then read it in its own language (lang attribute).
 */
export function titleLang(object: SearchCard, lang: Language): Language | undefined {
  const title = objectTitle(object, lang);
  return !isMissing(title) && title.isFallback ? title.lang : undefined;
}

/** The object's people as one line, or the unknown-author text when it has none. */
export function authorsText(object: SearchCard, unknown: string): string {
  const names = object.people.flatMap((person) => personDisplayName(person) ?? []);
  // Spec §3: an object without people is shown with the unknown-author text.
  return names.length > 0 ? [...new Set(names)].join(', ') : unknown;
}

/** The card of one object: title, authors, year and its first image at display size. */
export function objectSummary(
  object: SearchCard,
  lang: Language,
  texts: SummaryTexts,
  imageBase: string,
): ObjectSummary {
  const image = object.images[0];
  const described = imageDescription(image, lang);
  return {
    id: object.id,
    title: titleText(object, lang, texts.unknownTitle),
    titleLang: titleLang(object, lang),
    authors: authorsText(object, texts.unknownAuthor),
    year: objectDate(object),
    picture: image
      ? pictureSources(imageBase, image, displayImageWidth(image.displayClass))
      : undefined,
    imageAlt: described?.text,
    imageAltLang: described?.isFallback ? described.lang : undefined,
  };
}
