import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { articlePath, contentPagePath } from '@kokoelma/cms';
import type { FrontPageData, SearchCard } from '@kokoelma/contract/site';
import {
  MUSEUMS,
  displayImageWidth,
  imageDescription,
  museumName,
  type Language,
} from '@kokoelma/domain';
import { ContentCard, Picture, ResultGrid, focusRing, theme } from '@kokoelma/ui';
import { useSiteData } from '../../../shared/route-deps';
import { cardMarks, cardYear } from '../../collection/card-marks';
import { MuseumRow } from '../../collection/museum-row';
import { pictureSources } from '../../collection/image-sources';
import { authorsText, objectSummary, titleLang, titleText } from '../../collection/object-summary';
import { CardGrid, useArticleDate } from '../cards';
import { ContentHead } from '../content-head';
import { CARD_SIZES, contentImageProps, LIMITED_WIDTH_SIZES } from '../content-image';
import { ContentPageRoot, Section } from '../page-layout';
import { RichTextBody } from '../rich-text-body';
import { useT } from '../../../shared/use-t';
import { pathTo } from '@kokoelma/contract/site';
import { QuickSearch } from '../../search/quick-search';

const { colors, mq, space } = theme;

const Hero = styled.div`
  display: grid;
  gap: ${space.l}px;
  align-items: center;
  ${mq.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space.xl}px;
    /* The work on the right, the title and search on the left; on a phone the work
       comes first (it is first in the page too). */
    & > :first-child {
      grid-column: 2;
      grid-row: 1;
    }
    & > :last-child {
      grid-column: 1;
      grid-row: 1;
    }
  }
  & figure {
    margin: 0;
  }
  & img {
    display: block;
    width: 100%;
    height: auto;
  }
  /* An image whose size the CMS did not give (the local demo content's) gets a box of
     its own before it loads, so the caption and the page below it do not jump. */
  & img:not([height]) {
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
  & figcaption {
    margin-top: ${space.xs}px;
    color: ${colors.textMuted};
    font-size: ${theme.fontSizes.small};
  }
`;

/** A link after a list ("All articles"), in the site's link colour. */
const MoreLink = styled.p`
  & a {
    color: ${colors.accent};
  }
`;

const Ingress = styled.p`
  margin: 0 0 ${space.l}px;
  font-size: ${theme.fontSizes.large};
`;

const EntryLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs}px ${space.l}px;
  margin: ${space.m}px 0 0;
  padding: 0;
  list-style: none;
  & a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.touchTarget}px;
    color: ${colors.accent};
    font-weight: 600;
  }
`;

/** The search entry of the front page: a search field and links into the collection. */
function SearchEntry({ lang, intro }: { lang: Language; intro: boolean }) {
  const intl = useIntl();
  const t = useT();
  const site = useSiteData();
  return (
    <section aria-labelledby="front-search">
      <h2 id="front-search">{t('front.searchHeading')}</h2>
      {/* The editors' ingress says what the search is for; without one, the site says it. */}
      {intro && <p>{intl.formatMessage({ id: 'front.intro' }, { count: site.objectCount })}</p>}
      <QuickSearch lang={lang} />
      <EntryLinks>
        <li>
          <Link to={pathTo('search', { lang })}>{t('front.browseAll')}</Link>
        </li>
        <li>
          <Link to={pathTo('search', { lang }, { image: 1 })}>{t('front.withImages')}</Link>
        </li>
        <li>
          <Link to={pathTo('articles', { lang })}>{t('articles.title')}</Link>
        </li>
        <li>
          <Link to={pathTo('videos', { lang })}>{t('videos.title')}</Link>
        </li>
      </EntryLinks>
    </section>
  );
}

/**
 * The work the front page leads with (issue 37): its image at its own proportions (never
 * cropped), and its maker, title, year and museum, all one link to its page.
 */
const Featured = styled.a`
  display: block;
  color: ${colors.text};
  text-decoration: none;
  ${focusRing()}
  & figure {
    margin: 0;
  }
  & picture {
    display: flex;
    justify-content: center;
    background: ${colors.surface};
  }
  & img {
    display: block;
    width: 100%;
    height: auto;
    max-height: 45vh;
    object-fit: contain;
    ${mq.desktop} {
      max-height: 60vh;
    }
  }
  & figcaption {
    margin-top: ${space.s}px;
    font-size: ${theme.fontSizes.small};
    color: ${colors.textMuted};
  }
  & figcaption p {
    margin: 0;
  }
  & .title {
    color: ${colors.text};
    font-size: ${theme.fontSizes.body};
    font-weight: 700;
  }
  &:hover .title,
  &:focus-visible .title {
    text-decoration: underline;
  }
`;

const MuseumMark = styled.p<{ colour: string }>`
  display: flex;
  align-items: center;
  gap: ${space.xs}px;
  &::before {
    content: '';
    width: 0.75em;
    height: 0.75em;
    background: ${({ colour }) => colour};
    box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.35);
  }
`;

function FeaturedWork({ work, lang }: { work: SearchCard; lang: Language }) {
  const t = useT();
  const site = useSiteData();
  const image = work.images[0];
  if (!image) return null;
  const picture = pictureSources(site.imageBase, image, displayImageWidth(image.displayClass));
  const sizes = '(min-width: 1024px) 50vw, 100vw';
  const title = titleText(work, lang, t('object.unknownTitle'));
  const year = cardYear(work);
  // A described image says what it shows; without one it is decorative (the caption names it).
  const described = imageDescription(image, lang);
  return (
    <Featured href={pathTo('object', { lang, id: work.id })}>
      <figure>
        <Picture
          picture={picture}
          sizes={sizes}
          alt={described?.text ?? ''}
          lang={described?.isFallback ? described.lang : undefined}
          loading="eager"
          preloadHint
        />
        <figcaption>
          <p>{authorsText(work, t('object.unknownAuthor'))}</p>
          <p>
            <span className="title" lang={titleLang(work, lang)}>
              {title}
            </span>
            {year && `, ${year}`}
          </p>
          <MuseumMark colour={MUSEUMS[work.museum].colours.background}>
            {museumName(work.museum, lang)}
          </MuseumMark>
        </figcaption>
      </figure>
    </Featured>
  );
}

/** One card of the editorial row: an editors' highlight or one of the newest articles. */
interface EditorialCard {
  key: string;
  title: string;
  href: string;
  meta?: string;
  text?: string;
  image?: ReturnType<typeof contentImageProps>;
}

/** How many cards the editorial row holds (one row of three on a desktop). */
const EDITORIAL_CARDS = 3;

/**
 * The front page (spec §2, issue 37): a work of the collection first, linked to its page,
 * with the editors' title, ingress and the search beside it; more works; the four
 * museums; then one editorial row (the editors' highlights, then the newest articles
 * not among them). Without a front page in the CMS it keeps the site's own title.
 */
export function FrontContent({ page }: { page: FrontPageData }) {
  const t = useT();
  const site = useSiteData();
  const formatDate = useArticleDate();
  const { lang, content } = page;
  const title = content?.title ?? t('front.title');
  const [hero, ...works] = (page.works ?? []).filter((work) => work.images.length > 0);
  const texts = {
    unknownTitle: t('object.unknownTitle'),
    unknownAuthor: t('object.unknownAuthor'),
  };
  const workItems = works.map((work) => ({
    ...objectSummary(work, lang, texts, site.imageBase),
    ...cardMarks(work, lang, t),
    href: pathTo('object', { lang, id: work.id }),
  }));
  const highlights: EditorialCard[] = (content?.highlights ?? []).map((item) => ({
    key: `${item.kind}-${item.id}`,
    title: item.title,
    href: item.kind === 'article' ? articlePath(lang, item.slug) : contentPagePath(lang, item.slug),
    ...(item.description ? { text: item.description } : {}),
    ...(item.image ? { image: contentImageProps(item.image, undefined, CARD_SIZES) } : {}),
  }));
  const highlighted = new Set(
    (content?.highlights ?? []).filter((h) => h.kind === 'article').map((h) => h.slug),
  );
  const articles: EditorialCard[] = page.latestArticles
    .filter((article) => !highlighted.has(article.slug))
    .map((article) => ({
      key: `article-${article.id}`,
      title: article.title,
      href: articlePath(lang, article.slug),
      meta: [article.type, formatDate(article.publishDate)].filter(Boolean).join(' · '),
      ...(article.ingress ? { text: article.ingress } : {}),
      ...(article.heroImage
        ? { image: contentImageProps(article.heroImage, article.heroImageAlt, CARD_SIZES) }
        : {}),
    }));
  const editorial = [...highlights, ...articles].slice(0, EDITORIAL_CARDS);
  return (
    <ContentPageRoot>
      <ContentHead
        lang={lang}
        title={title}
        pathIn={(l) => pathTo('front', { lang: l })}
        {...(content?.ingress ? { description: content.ingress } : {})}
        {...(content?.heroImage ? { image: content.heroImage } : {})}
      />
      <Hero>
        {hero ? (
          <FeaturedWork work={hero} lang={lang} />
        ) : content?.heroImage ? (
          <figure>
            <img
              {...contentImageProps(content.heroImage, content.heroImageAlt, LIMITED_WIDTH_SIZES)}
              fetchPriority="high"
            />
            {content.heroImageCaption && <figcaption>{content.heroImageCaption}</figcaption>}
          </figure>
        ) : (
          <div />
        )}
        <div>
          <h1>{title}</h1>
          {content?.ingress && <Ingress>{content.ingress}</Ingress>}
          <SearchEntry lang={lang} intro={!content?.ingress} />
        </div>
      </Hero>
      {workItems.length > 0 && (
        <Section aria-labelledby="front-works">
          <h2 id="front-works">{t('front.works')}</h2>
          <ResultGrid
            items={workItems}
            layout="grid"
            label={t('front.works')}
            noImageText={t('object.noImage')}
            eagerCount={0}
          />
        </Section>
      )}
      <Section aria-labelledby="front-museums">
        <h2 id="front-museums">{t('front.museums')}</h2>
        <MuseumRow lang={lang} />
      </Section>
      {content?.body && (
        <Section>
          <RichTextBody document={content.body} lang={lang} />
        </Section>
      )}
      {editorial.length > 0 && (
        <Section aria-labelledby="front-editorial">
          <h2 id="front-editorial">{t('front.highlights')}</h2>
          <CardGrid>
            {editorial.map(({ key, ...card }) => (
              <li key={key}>
                <ContentCard {...card} />
              </li>
            ))}
          </CardGrid>
          <MoreLink>
            <Link to={pathTo('articles', { lang })}>{t('front.allArticles')}</Link>
          </MoreLink>
        </Section>
      )}
    </ContentPageRoot>
  );
}
