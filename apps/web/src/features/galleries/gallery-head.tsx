import { useIntl } from 'react-intl';
import { imageFilename, LANGUAGES, OG_IMAGE_SIZE, type Language } from '@kokoelma/domain';
import { pathTo, type GalleryPageData } from '@kokoelma/contract/site';
import { useSiteData } from '../../shared/route-deps';

/** Text for a <meta name="description">: one line, short. */
function description(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 297).trimEnd()}…` : line;
}

/**
 * A gallery view's <head>: title, description (the gallery's own, else a sentence on what
 * it is) and og tags, the image being the first artwork's (the site's /og-image route,
 * 1100 × 650, as on object pages). Only a public gallery may be indexed and names its
 * canonical address and language versions; a gallery seen through its view link is
 * noindex and names no address, since the address is the secret that opens it. A public
 * gallery also names its oEmbed answer, so other sites can embed it from its address.
 */
export function GalleryHead(props: { page: GalleryPageData; title: string; lang: Language }) {
  const { page, title, lang } = props;
  const { gallery } = page;
  const intl = useIntl();
  const site = useSiteData();
  const siteName = intl.formatMessage({ id: 'site.groupName' });
  const text =
    description(gallery.description) ||
    intl.formatMessage({ id: 'galleries.metaDescription' }, { count: gallery.objectCount });
  const image = page.objects.find((object) => object.images.length > 0)?.images[0];
  const ogImage = image ? `${site.publicUrl}/og-image/${imageFilename(image)}` : undefined;
  const indexable = gallery.visibility === 'public';
  const url = (l: Language) =>
    `${site.publicUrl}${pathTo('gallery', { lang: l, slug: gallery.slug })}`;
  return (
    <>
      <title>{`${title} | ${siteName}`}</title>
      <meta name="description" content={text} />
      {!indexable && <meta name="robots" content="noindex" />}
      {indexable && (
        <>
          <link rel="canonical" href={url(lang)} />
          {LANGUAGES.map((l) => (
            <link key={l} rel="alternate" hrefLang={l} href={url(l)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={url('fi')} />
          <meta property="og:url" content={url(lang)} />
          {/* oEmbed discovery (oembed.com §4): a blog given this address can embed it. */}
          <link
            rel="alternate"
            type="application/json+oembed"
            href={`${site.publicUrl}/oembed?${new URLSearchParams({ url: url(lang), format: 'json' })}`}
            title={title}
          />
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={text} />
      <meta property="og:site_name" content={siteName} />
      {ogImage && <meta property="og:image" content={ogImage} />}
      {ogImage && <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />}
      {ogImage && <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />}
    </>
  );
}
