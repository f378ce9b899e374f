import {
  imageDescription,
  imageFilename,
  OG_IMAGE_SIZE,
  LANGUAGES,
  persistentObjectId,
  type Language,
} from '@kokoelma/domain';
import { pathTo, type CollectionObject } from '@kokoelma/contract/site';
import { safeJson } from '../../shared/safe-json';
import type { ObjectFacts } from './object-facts';

/** Text for a <meta name="description">: short, one line. */
function description(facts: ObjectFacts, authors: string): string {
  const parts = [authors, facts.date, facts.category, facts.museum].filter(Boolean);
  const text = [parts.join(', '), facts.description].filter(Boolean).join('. ');
  return text.length > 300 ? `${text.slice(0, 297).trimEnd()}…` : text;
}

export interface ObjectHeadProps {
  object: CollectionObject;
  facts: ObjectFacts;
  title: string;
  authors: string;
  lang: Language;
  publicUrl: string;
  siteName: string;
  /** What is known of the work ("title, makers, year"): the image's alt without a description. */
  known: string;
  /**
   * Leave the image out of the link preview and the JSON-LD (the content advisory blurs it
   * on the page, so no preview may show it unblurred).
   */
  withoutImage?: boolean;
}

/**
 * The object page's <head>: title, description, canonical and hreflang alternates, the
 * og tags (image 1100 × 650, spec §2: the site's /og-image route crops the first image to
 * that size) and schema.org VisualArtwork JSON-LD, so search engines and link previews
 * know the work. React 19 hoists these into <head>.
 */
export function ObjectHead(props: ObjectHeadProps) {
  const { object, facts, title, authors, lang, publicUrl, siteName, known, withoutImage } = props;
  const path = (l: Language) => `${publicUrl}${pathTo('object', { lang: l, id: object.id })}`;
  const text = description(facts, authors);
  const image = withoutImage ? undefined : object.images[0];
  const ogImage = image ? `${publicUrl}/og-image/${imageFilename(image)}` : undefined;
  const ogImageAlt = imageDescription(image, lang)?.text ?? known;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'VisualArtwork',
    // The work itself is its persistent id (which also answers Linked Art); url the page.
    '@id': persistentObjectId(publicUrl, object.id),
    url: path(lang),
    name: title,
    inLanguage: lang,
    identifier: object.inventoryNumber ?? String(object.id),
    ...(text ? { description: text } : {}),
    creator: facts.people
      .filter((person) => person.name)
      .map((person) => ({ '@type': 'Person', name: person.name })),
    ...(facts.date ? { dateCreated: object.dateFrom ?? String(object.yearFrom ?? '') } : {}),
    ...(facts.category ? { artform: facts.category } : {}),
    ...(facts.materials.length ? { artMedium: facts.materials.join(', ') } : {}),
    ...(facts.measurements.length ? { size: facts.measurements.join('; ') } : {}),
    ...(ogImage ? { image: ogImage } : {}),
    ...(facts.license ? { license: facts.license } : {}),
    holdingArchive: { '@type': 'Museum', name: facts.museum },
  };
  return (
    <>
      <title>{`${title} | ${siteName}`}</title>
      {text && <meta name="description" content={text} />}
      <link rel="canonical" href={path(lang)} />
      {LANGUAGES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={path(l)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={path('fi')} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      {text && <meta property="og:description" content={text} />}
      <meta property="og:url" content={path(lang)} />
      <meta property="og:site_name" content={siteName} />
      {ogImage && <meta property="og:image" content={ogImage} />}
      {ogImage && <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />}
      {ogImage && <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />}
      {ogImage && <meta property="og:image:alt" content={ogImageAlt} />}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(jsonLd) }} />
    </>
  );
}
