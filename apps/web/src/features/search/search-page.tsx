import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { personDisplayName, type Language } from '@kokoelma/domain';
import {
  searchParamsFromQuery,
  searchQueryFromParams,
  type SearchPageData,
  pathTo,
} from '@kokoelma/contract/site';
import { Banner, Breadcrumbs, Button, buttonStyles, PageContainer, theme } from '@kokoelma/ui';
import { useAnalytics } from '../../analytics/analytics-context';
import { takeEarlyChoice } from '../../shared/early-input';
import { useSiteData } from '../../shared/route-deps';
import { objectSummary } from '../collection/object-summary';
import { cardMarks } from '../collection/card-marks';
import { ResultsNotification } from '../content/results-notification';
import { LayoutChoiceSwitcher } from '../collection/layout-choice-switcher';
import { useLayoutChoice } from '../collection/use-layout-choice';
import { activeFilters } from './active-filters';
import { SearchBox } from './search-box';
import { SearchFilters, SortChoice } from './search-filters';
import {
  focusedField,
  hasEarlyYear,
  isTypedYear,
  restoreFocus,
  type FocusedField,
} from './search-form-fields';
import { FilterDisclosure } from './filter-disclosure';
import { ResultList } from './result-list';
import { useSearchResults } from './use-search-results';
import { YearTimeline } from './year-timeline';
import { useT } from '../../shared/use-t';

const { colors, mq, space } = theme;

const Page = PageContainer;

const Columns = styled.div`
  display: grid;
  gap: ${space.l}px;
  margin-top: ${space.l}px;
  ${mq.desktop} {
    grid-template-columns: 260px minmax(0, 1fr);
  }
`;

// The filters sit in a native disclosure: on a phone they open and close without script
// (before hydration, or with script off); from desktop width on they are always shown and
// the summary is hidden. A browser that cannot style the disclosure's content
// (::details-content) keeps the summary on the desktop too, so the filters stay reachable.
const Disclosure = styled.details`
  & > summary {
    ${buttonStyles('secondary')}
    list-style: none;
    cursor: pointer;
    margin-bottom: ${space.m}px;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  /* Its words follow the state, script or not: "show" while closed, "hide" while open. */
  &[open] > summary > .closed,
  &:not([open]) > summary > .open {
    display: none;
  }
  @supports selector(::details-content) {
    ${mq.desktop} {
      & > summary {
        display: none;
      }
      &::details-content {
        content-visibility: visible;
        display: block;
      }
    }
  }
`;

const Correction = styled.p`
  margin: ${space.m}px 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${space.s}px ${space.m}px;
  margin-bottom: ${space.m}px;
  & p {
    margin: 0;
    font-weight: 700;
  }
`;

const DemoNotice = styled.div`
  margin-bottom: ${space.m}px;
`;

/** The result count with the order beside it. */
const CountAndSort = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.s}px ${space.l}px;
`;

/**
 * The production years' timeline as a filter of its own, closed until the visitor opens
 * it (open while a year range is chosen): the results come first.
 */
const YearsFilter = styled(FilterDisclosure)`
  margin: 0 0 ${space.l}px;
  & > section {
    margin-top: ${space.s}px;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s}px;
  list-style: none;
  margin: 0 0 ${space.m}px;
  padding: 0;
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
`;

const People = styled.section`
  margin-bottom: ${space.l}px;
  & h2 {
    font-size: ${theme.fontSizes.large};
  }
  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.s}px ${space.l}px;
    padding: 0;
    list-style: none;
  }
  & a {
    color: ${colors.accent};
  }
`;

/** A person's life years as the People panel shows them: "1816–1906", "1950–", "–1890". */
function lifespanOf(person: { birthYear?: number | null; deathYear?: number | null }): string {
  const birth = person.birthYear ?? null;
  const death = person.deathYear ?? null;
  if (birth === null && death === null) return '';
  return `${birth ?? ''}–${death ?? ''}`;
}

/** The collection search page (/{lang}/search): form, filters, people and results. */
export function SearchPage({ page, lang }: { page: SearchPageData; lang: Language }) {
  const t = useT();
  const site = useSiteData();
  const location = useLocation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const analytics = useAnalytics();
  const [panelOpen, setPanelOpen] = useState(false);
  const [layout, setLayout] = useLayoutChoice('results');
  const listKey = `${location.pathname}${location.search}`;
  const results = useSearchResults(page, listKey);
  const { params, result } = page;
  const words = params.searchTerms?.join(' ') ?? '';

  // A search the visitor made (words, filters or an order), not a plain visit to the page.
  const searched = searchQueryFromParams(params) !== '';
  useEffect(() => {
    if (!searched) return;
    analytics.track({ event: 'collectionSearch', searchTerms: params.searchTerms ?? [] });
  }, [analytics, listKey, params.searchTerms, searched]);

  const texts = {
    unknownTitle: t('object.unknownTitle'),
    unknownAuthor: t('object.unknownAuthor'),
  };
  const items = results.items.map((object) => ({
    ...objectSummary(object, lang, texts, site.imageBase),
    ...cardMarks(object, lang, t),
    href: pathTo('object', { lang, id: object.id }),
  }));
  const personNames = new Map(
    [
      ...result.people.map((p) => [p.id, p.name] as const),
      ...results.items.flatMap((o) =>
        o.people.map((p) => [String(p.id), personDisplayName(p) ?? ''] as const),
      ),
    ].filter(([, name]) => name),
  );
  const chips = activeFilters(params, lang, t, personNames);
  const count = t('search.count', { count: result.totalCount });
  // The words as typed matched little and close spellings were searched instead: say so,
  // and link to the words as typed (exact: no correction).
  const corrected = result.correctedQuery ?? null;
  const exactHref = pathTo('search', { lang }, searchQueryFromParams({ ...params, exact: true }));
  const correction = corrected ? t('search.corrected', { corrected, original: words }) : null;
  const title = words ? t('search.titleWithWords', { words }) : t('search.title');
  const action = pathTo('search', { lang });
  // The form is a plain GET form (it works without script); with script, its fields are
  // read through the URL codec so the address stays short and canonical.
  const go = (text?: string) => {
    if (!form.current) return;
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) {
      if (typeof value === 'string') fields.append(name, value);
    }
    if (text !== undefined) fields.set('q', text);
    const query = searchQueryFromParams(searchParamsFromQuery(fields));
    void navigate(`${action}${query ? `?${query}` : ''}`, { preventScrollReset: true });
  };
  // Choices apply at once; typed words apply when the form is sent; a typed year when
  // the visitor leaves its field, presses Enter or steps it with its arrows (the field's
  // native change event: not at every keystroke, while "19" is on its way to "1900").
  // The search's own rules hold: the URL codec clamps a year to the collection's range.
  const goRef = useRef(go);
  goRef.current = go;
  const kept = useRef<FocusedField | undefined>(undefined);
  // The form is drawn anew for each search (key below): keyboard focus, and a year being
  // typed in the next field, stay where they were rather than fall back to the page.
  const formRef = useCallback((node: HTMLFormElement | null) => {
    if (!node) return;
    form.current = node;
    restoreFocus(node, kept.current);
    kept.current = undefined;
    const onYear = (event: Event) => {
      if (isTypedYear(event.target)) goRef.current();
    };
    node.addEventListener('change', onYear);
    return () => {
      node.removeEventListener('change', onYear);
      // Called before the form leaves the page: focus is still in it.
      kept.current = focusedField(node);
      if (form.current === node) form.current = null;
    };
  }, []);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    const instant =
      target.type === 'radio' || target.type === 'checkbox' || target.tagName === 'SELECT';
    if (instant) go();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go();
  };
  // A choice made before the app started (a slow phone's first second) applies once it has.
  useEffect(() => {
    if (takeEarlyChoice(form.current) || hasEarlyYear(form.current)) go();
    // Only on the first render in the browser: later choices apply through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Page>
      <title>{`${title} | ${t('site.groupName')}`}</title>
      <meta name="description" content={t('search.description')} />
      <link rel="canonical" href={`${site.publicUrl}${action}${location.search}`} />
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        items={[
          { title: t('shell.frontPage'), href: pathTo('front', { lang }) },
          { title: t('menu.search'), href: action },
        ]}
        mobileLink={{ title: t('menu.videos'), href: pathTo('videos', { lang }) }}
      />
      <h1>{t('search.title')}</h1>
      <form
        method="get"
        action={action}
        ref={formRef}
        key={location.search}
        onChange={onChange}
        onSubmit={onSubmit}
      >
        <SearchBox lang={lang} defaultValue={words} onSearch={go} />
        <Columns>
          <div>
            <Disclosure
              open={panelOpen}
              onToggle={(event) => setPanelOpen(event.currentTarget.open)}
            >
              <summary>
                <span className="closed">{t('search.showFilters')}</span>
                <span className="open">{t('search.hideFilters')}</span>
              </summary>
              <div id="search-filters" role="group" aria-label={t('search.filters')}>
                {page.yearHistogram && items.length > 0 && (
                  <YearsFilter open={params.yearFrom != null || params.yearTo != null}>
                    <summary>{t('search.timeline.years')}</summary>
                    <YearTimeline histogram={page.yearHistogram} params={params} lang={lang} />
                  </YearsFilter>
                )}
                <SearchFilters
                  params={params}
                  facets={result.collections}
                  totalCount={result.totalCount}
                  lang={lang}
                />
                <noscript>
                  <Button type="submit">{t('search.apply')}</Button>
                </noscript>
              </div>
            </Disclosure>
          </div>
          <div>
            {/* One notice: the editors' one, or on a demo site the site's own (the frame
                leaves it to this page). */}
            {page.notification ? (
              <ResultsNotification notification={page.notification} />
            ) : (
              site.demo && (
                <DemoNotice>
                  <Banner>{t('site.demoNotice')}</Banner>
                </DemoNotice>
              )
            )}
            {chips.length > 0 && (
              <Chips aria-label={t('search.activeFilters')}>
                {chips.map((chip) => (
                  <li key={chip.key}>
                    <Link
                      to={`${action}${chip.without ? `?${chip.without}` : ''}`}
                      aria-label={t('search.removeFilter', { label: chip.label })}
                    >
                      {chip.label} <span aria-hidden="true">×</span>
                    </Link>
                  </li>
                ))}
              </Chips>
            )}
            {result.people.length > 0 && (
              <People>
                <h2>{t('search.people')}</h2>
                <ul>
                  {result.people.map((person) => (
                    <li key={person.id}>
                      <Link to={pathTo('person', { lang, id: person.id })}>{person.name}</Link>{' '}
                      {/* Life years tell namesakes apart. */}
                      {lifespanOf(person) && <span>({lifespanOf(person)}) </span>}
                      {t('search.objects', { count: person.objects })}
                    </li>
                  ))}
                </ul>
              </People>
            )}
            {corrected && (
              <Correction>
                {t('search.correctedTo')} <em>{corrected}</em>. {t('search.searchInstead')}{' '}
                <Link to={exactHref}>
                  <em>{words}</em>
                </Link>
              </Correction>
            )}
            <Toolbar>
              <CountAndSort>
                <p>{count}</p>
                {items.length > 0 ? (
                  <SortChoice params={params} />
                ) : (
                  params.sort && <input type="hidden" name="sort" value={params.sort} />
                )}
              </CountAndSort>
              <LayoutChoiceSwitcher
                page="results"
                lang={lang}
                value={layout}
                onChange={setLayout}
              />
            </Toolbar>
            <ResultList
              results={results}
              items={items}
              layout={layout}
              label={t('search.results')}
              summary={correction ? `${correction} ${count}` : count}
              emptyText={t('search.noResultsText')}
            />
          </div>
        </Columns>
      </form>
    </Page>
  );
}
