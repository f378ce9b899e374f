import { LANGUAGES, OG_IMAGE_SIZE, type Language } from '@kokoelma/domain';
import type { ContentAsset } from '@kokoelma/contract/site';
import { useIntl } from 'react-intl';
import { useSiteData } from '../../shared/route-deps';
import { ogImageUrl } from './content-image';

/** Props of {@link ContentHead}. */
export interface ContentHeadProps {
  lang: Language;
  /** The page's own title; the document title adds the group's name. */
  title: string;
  description?: string;
  image?: ContentAsset;
  /** The page's path in a language (pathTo of its route): canonical and alternates. */
  pathIn: (lang: Language) => string;
  /** For pages not meant for search engines: untranslated pages and previews. */
  noIndex?: boolean;
  type?: 'website' | 'article';
}

function clip(text: string): string {
  return text.length > 300 ? `${text.slice(0, 297).trimEnd()}…` : text;
}

/**
 * The <head> of a content page (spec §2): title as group name plus page title, the
 * description, canonical and language alternates (the same slugs serve every language),
 * and the og tags with the image at 1100 × 650. React 19 hoists these into <head>.
 */
export function ContentHead(props: ContentHeadProps) {
  const { lang, title, description, image, pathIn, noIndex, type = 'website' } = props;
  const intl = useIntl();
  const site = useSiteData();
  const siteName = intl.formatMessage({ id: 'site.groupName' });
  const url = (l: Language) => `${site.publicUrl}${pathIn(l)}`;
  const text = description ? clip(description) : undefined;
  const ogImage = image ? ogImageUrl(image, site.publicUrl) : undefined;
  return (
    <>
      <title>{`${title} | ${siteName}`}</title>
      {text && <meta name="description" content={text} />}
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url(lang)} />
      {LANGUAGES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={url(l)} />
      ))}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      {text && <meta property="og:description" content={text} />}
      <meta property="og:url" content={url(lang)} />
      <meta property="og:site_name" content={siteName} />
      {ogImage && <meta property="og:image" content={ogImage} />}
      {ogImage && <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />}
      {ogImage && <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />}
    </>
  );
}
