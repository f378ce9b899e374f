import styled from '@emotion/styled';
import { Link, useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import {
  CATEGORIES,
  DISPLAY_FILTERS,
  LANGUAGES,
  OG_IMAGE_SIZE,
  categoryLabel,
  imageFilename,
  persistentPersonId,
  sameAsName,
  type Category,
  type DisplayFilter,
  type Language,
} from '@kokoelma/domain';
import {
  pathTo,
  type PersonPageData,
  type SearchPageData,
  type SearchParams,
} from '@kokoelma/contract/site';
import { Breadcrumbs, PageContainer, VisuallyHidden, theme } from '@kokoelma/ui';
import { useSiteData } from '../../shared/route-deps';
import { safeJson } from '../../shared/safe-json';
import { useT } from '../../shared/use-t';
import { RichTextBody } from '../content/rich-text-body';
import { cardMarks } from '../collection/card-marks';
import { LayoutChoiceSwitcher } from '../collection/layout-choice-switcher';
import { objectSummary } from '../collection/object-summary';
import { useLayoutChoice } from '../collection/use-layout-choice';
import { countOf, displayLabel } from '../search/search-filters';
import { FilterDisclosure } from '../search/filter-disclosure';
import { ResultList } from '../search/result-list';
import { useSearchResults } from '../search/use-search-results';
import { YearTimeline } from '../search/year-timeline';

const { colors, space } = theme;

/** The orders a person's works can be listed in; the first is the page's own. */
export const PERSON_SORTS = ['year-asc', 'year-desc', 'title', 'relevance'] as const;
type PersonSort = (typeof PERSON_SORTS)[number];

/** The page's choices as its address keeps them: the order, categories and display. */
interface PersonChoices {
  sort: PersonSort;
  categories: readonly Category[];
  display: DisplayFilter;
}

function choicesOf(params: SearchParams): PersonChoices {
  const sort = (PERSON_SORTS as readonly string[]).includes(params.sort ?? '')
    ? (params.sort as PersonSort)
    : 'relevance';
  return {
    sort,
    categories: params.categories ?? [],
    display: params.displayFilter ?? 'all',
  };
}

/** The person page's address with these choices (the defaults left out). */
export function personHref(lang: Language, id: string, choices: PersonChoices): string {
  const query = new URLSearchParams();
  if (choices.sort !== 'year-asc') query.set('sort', choices.sort);
  for (const category of choices.categories) query.append('category', category);
  if (choices.display !== 'all') query.set('display', choices.display);
  const search = query.toString();
  return `${pathTo('person', { lang, id })}${search ? `?${search}` : ''}`;
}

/** "1816–1906", "born 1950", "died 1890"; '' when neither year is known. */
function lifeYears(birth: number | null, death: number | null, t: ReturnType<typeof useT>): string {
  if (birth !== null && death !== null) return `${birth}–${death}`;
  if (birth !== null) return t('person.born', { year: birth });
  if (death !== null) return t('person.died', { year: death });
  return '';
}

const Header = styled.header`
  margin-bottom: ${space.m}px;
  & h1 {
    margin: 0 0 ${space.xs}px;
    font-size: ${theme.fontSizes.display};
    line-height: 1.15;
    overflow-wrap: anywhere;
  }
  & p {
    margin: ${space.xs}px 0;
    font-size: ${theme.fontSizes.large};
  }
`;

/** The editors' introduction: the reading measure of CMS text, apart from the works. */
const Introduction = styled.section`
  margin: 0 0 ${space.l}px;
`;

const Choices = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.s}px ${space.l}px;
  & > p {
    margin: 0;
    font-weight: 700;
  }
  & > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.s}px;
  }
  & h3 {
    margin: 0;
    font-size: ${theme.fontSizes.body};
    font-weight: 400;
  }
  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & a {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs}px;
    min-height: 36px;
    padding: 0 ${space.m}px;
    border: 1px solid ${colors.text};
    border-radius: 18px;
    color: ${colors.text};
    text-decoration: none;
  }
  & a[aria-current='true'] {
    background: ${colors.text};
    color: ${colors.background};
  }
  & .count {
    font-variant-numeric: tabular-nums;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${space.s}px ${space.m}px;
  margin: 0 0 ${space.m}px;
`;

/** The filters and the timeline, closed until opened (open while a filter is chosen). */
const Filters = styled(FilterDisclosure)`
  margin: 0 0 ${space.m}px;
  & > nav {
    flex-direction: column;
    align-items: flex-start;
    margin-bottom: ${space.m}px;
  }
`;

/** One group of choices: links that keep the person and change one choice. */
function ChoiceGroup({
  title,
  options,
}: {
  title: string;
  options: Array<{ key: string; label: string; href: string; current: boolean; count?: string }>;
}) {
  return (
    <div>
      <h3>{title}</h3>
      <ul>
        {options.map((option) => (
          <li key={option.key}>
            <Link
              to={option.href}
              aria-current={option.current ? 'true' : undefined}
              preventScrollReset
            >
              {option.label}
              {option.count !== undefined && <span className="count">{option.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A person's page (/{lang}/people/{id}): the name, life years and roles, the other
 * spellings of the name the authority merged, the editors' introduction (CMS) in the
 * page's language when there is one, then their works
 * as result cards in the visitor's layout, oldest first (another order and the category
 * and display filters are links: they work before the app has started, and without
 * script), every one reachable by "Show more"; the works' years as the search's timeline.
 */
export function PersonPage({ page, lang }: { page: PersonPageData; lang: Language }) {
  const t = useT();
  const intl = useIntl();
  const site = useSiteData();
  const location = useLocation();
  const { person, params, result } = page;
  const [layout, setLayout] = useLayoutChoice('results');
  const listKey = `${location.pathname}${location.search}`;
  const searchPage: SearchPageData = {
    kind: 'search',
    lang,
    params,
    result,
    notification: null,
    yearHistogram: page.yearHistogram ?? null,
  };
  const results = useSearchResults(searchPage, listKey);

  const choices = choicesOf(params);
  const n = (count: number | undefined) => intl.formatNumber(count ?? 0);
  const life = lifeYears(person.birthYear, person.deathYear, t);
  const places = [
    person.birthPlace ? t('person.birthPlace', { place: person.birthPlace }) : '',
    person.deathPlace ? t('person.deathPlace', { place: person.deathPlace }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const roles = person.roles
    .map((role) => (lang === 'fi' ? role.fi : (role[lang] ?? role.fi)))
    .filter((role, index, all) => all.indexOf(role) === index);
  const works = t('search.objects', { count: person.objectCount });
  const texts = {
    unknownTitle: t('object.unknownTitle'),
    unknownAuthor: t('object.unknownAuthor'),
  };
  const items = results.items.map((object) => ({
    ...objectSummary(object, lang, texts, site.imageBase),
    ...cardMarks(object, lang, t),
    href: pathTo('object', { lang, id: object.id }),
  }));
  const count = t('search.count', { count: result.totalCount });
  const facets = result.collections;

  const path = (l: Language) => `${site.publicUrl}${pathTo('person', { lang: l, id: person.id })}`;
  const description = t('person.description', {
    name: person.name,
    life: life || '–',
    works,
  });
  const image = result.data.find((work) => work.images[0])?.images[0];
  const ogImage = image ? `${site.publicUrl}/og-image/${imageFilename(image)}` : undefined;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    // The person is their persistent id (which also answers Linked Art); url the page.
    '@id': persistentPersonId(site.publicUrl, person.id),
    url: path(lang),
    name: person.name,
    ...(person.firstName ? { givenName: person.firstName } : {}),
    ...(person.familyName ? { familyName: person.familyName } : {}),
    ...(person.birthYear !== null ? { birthDate: String(person.birthYear) } : {}),
    ...(person.deathYear !== null ? { deathDate: String(person.deathYear) } : {}),
    ...(person.birthPlace ? { birthPlace: { '@type': 'Place', name: person.birthPlace } } : {}),
    ...(person.sameAs.length > 0 ? { sameAs: person.sameAs } : {}),
    ...(person.otherNames.length > 0 ? { alternateName: person.otherNames } : {}),
    ...(person.deathPlace ? { deathPlace: { '@type': 'Place', name: person.deathPlace } } : {}),
    ...(roles.length
      ? { hasOccupation: roles.map((name) => ({ '@type': 'Occupation', name })) }
      : {}),
  };

  const sortOptions = PERSON_SORTS.map((sort) => ({
    key: sort,
    label: t(`search.sort.${sort}`),
    href: personHref(lang, person.id, { ...choices, sort }),
    current: choices.sort === sort,
  }));
  const categoryOptions = CATEGORIES.flatMap((category) => {
    const selected = choices.categories.includes(category);
    const found = countOf(facets, 'category', category);
    if (!found && !selected) return [];
    const categories = selected
      ? choices.categories.filter((c) => c !== category)
      : [...choices.categories, category];
    return [
      {
        key: category,
        label: categoryLabel(category, lang),
        href: personHref(lang, person.id, { ...choices, categories }),
        current: selected,
        count: n(found),
      },
    ];
  });
  const displayOptions = DISPLAY_FILTERS.flatMap((display) => {
    const found = display === 'all' ? result.totalCount : countOf(facets, 'displayFilter', display);
    if (display !== 'all' && !found && choices.display !== display) return [];
    return [
      {
        key: display,
        label: displayLabel(display, lang, t),
        href: personHref(lang, person.id, { ...choices, display }),
        current: choices.display === display,
        count: n(found),
      },
    ];
  });

  const filtered = choices.display !== 'all' || choices.categories.length > 0;
  const hasYears = Boolean(page.yearHistogram) && items.length > 0;

  return (
    <PageContainer>
      <title>{`${person.name} | ${t('site.groupName')}`}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={path(lang)} />
      {LANGUAGES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={path(l)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={path('fi')} />
      <meta property="og:type" content="profile" />
      <meta property="og:title" content={person.name} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={path(lang)} />
      <meta property="og:site_name" content={t('site.groupName')} />
      {ogImage && <meta property="og:image" content={ogImage} />}
      {ogImage && <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />}
      {ogImage && <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(jsonLd) }} />
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        items={[
          { title: t('shell.frontPage'), href: pathTo('front', { lang }) },
          { title: t('menu.search'), href: pathTo('search', { lang }) },
          { title: person.name, href: pathTo('person', { lang, id: person.id }) },
        ]}
        mobileLink={{ title: t('menu.search'), href: pathTo('search', { lang }) }}
      />
      <Header>
        <h1>{person.name}</h1>
        <p>
          {[life, roles.join(', '), t('person.worksInCollection', { works })]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {places && <p>{places}</p>}
        {person.otherNames.length > 0 && (
          <p>
            {t('person.otherNames')}: {person.otherNames.join(' · ')}
          </p>
        )}
        {person.sameAs.length > 0 && (
          <p>
            {t('person.sameAs')}:{' '}
            {person.sameAs.map((uri, i) => (
              <span key={uri}>
                {i > 0 && ' · '}
                <a href={uri} rel="external noopener noreferrer">
                  {sameAsName(uri)}
                </a>
              </span>
            ))}
          </p>
        )}
      </Header>
      {page.introduction && (
        <Introduction aria-labelledby="person-introduction">
          <VisuallyHidden>
            <h2 id="person-introduction">{t('person.introduction')}</h2>
          </VisuallyHidden>
          <RichTextBody document={page.introduction} lang={lang} />
        </Introduction>
      )}
      <section aria-labelledby="person-works">
        <VisuallyHidden>
          <h2 id="person-works">{t('person.works')}</h2>
        </VisuallyHidden>
        <Toolbar>
          <Choices aria-label={t('person.order')}>
            <p>{count}</p>
            <ChoiceGroup title={t('search.sort')} options={sortOptions} />
          </Choices>
          <LayoutChoiceSwitcher page="results" lang={lang} value={layout} onChange={setLayout} />
        </Toolbar>
        {(filtered || displayOptions.length > 1 || categoryOptions.length > 1 || hasYears) && (
          <Filters open={filtered}>
            <summary>{t('person.filters')}</summary>
            <Choices aria-label={t('person.choices')}>
              {displayOptions.length > 1 && (
                <ChoiceGroup title={t('search.displayFilter')} options={displayOptions} />
              )}
              {categoryOptions.length > 1 && (
                <ChoiceGroup title={t('search.categories')} options={categoryOptions} />
              )}
            </Choices>
            {hasYears && page.yearHistogram && (
              <YearTimeline histogram={page.yearHistogram} params={params} lang={lang} />
            )}
          </Filters>
        )}
        <ResultList
          results={results}
          items={items}
          layout={layout}
          label={t('person.works')}
          summary={count}
          emptyText={t('person.noWorks')}
        />
      </section>
    </PageContainer>
  );
}
