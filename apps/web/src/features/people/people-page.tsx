import styled from '@emotion/styled';
import { Form, Link } from 'react-router';
import { useIntl } from 'react-intl';
import { LANGUAGES, type Language } from '@kokoelma/domain';
import { pathTo, type PeoplePageData } from '@kokoelma/contract/site';
import { Breadcrumbs, Button, EmptyState, InputRow, PageContainer, theme } from '@kokoelma/ui';
import { useSiteData } from '../../shared/route-deps';
import { useT } from '../../shared/use-t';

const { colors, space } = theme;

/** The index's address with these choices (the defaults left out). */
function indexHref(
  lang: Language,
  choices: { q?: string; letter?: string | null; page?: number },
): string {
  const query = new URLSearchParams();
  if (choices.q) query.set('q', choices.q);
  if (choices.letter) query.set('letter', choices.letter);
  if (choices.page && choices.page > 1) query.set('page', String(choices.page));
  const search = query.toString();
  return `${pathTo('people', { lang })}${search ? `?${search}` : ''}`;
}

const Letters = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs}px;
  margin: ${space.m}px 0;
  padding: 0;
  list-style: none;
  & a {
    display: inline-flex;
    justify-content: center;
    align-items: center;
    min-width: 36px;
    min-height: 36px;
    border: 1px solid ${colors.border};
    border-radius: 4px;
    color: ${colors.text};
    text-decoration: none;
    text-transform: uppercase;
  }
  & a[aria-current='true'] {
    background: ${colors.text};
    color: ${colors.background};
    border-color: ${colors.text};
  }
`;

const List = styled.ul`
  columns: 18rem auto;
  column-gap: ${space.xl}px;
  margin: ${space.m}px 0;
  padding: 0;
  list-style: none;
  & li {
    break-inside: avoid;
    padding: ${space.xs}px 0;
  }
  & .meta {
    color: ${colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.m}px;
  margin: ${space.l}px 0;
`;

/**
 * The people index (/{lang}/people): everyone the collection's works name, A–Ö by family
 * name in the page's alphabet, with their life years and number of works; a letter, a
 * name filter (a plain GET form) and pages are links, so the index works without script.
 */
export function PeoplePage({ page, lang }: { page: PeoplePageData; lang: Language }) {
  const t = useT();
  const intl = useIntl();
  const site = useSiteData();
  const title = t('people.title');
  const path = (l: Language) => `${site.publicUrl}${pathTo('people', { lang: l })}`;
  return (
    <PageContainer>
      <title>{`${title} | ${t('site.groupName')}`}</title>
      <meta name="description" content={t('people.description')} />
      <link rel="canonical" href={`${site.publicUrl}${indexHref(lang, page)}`} />
      {LANGUAGES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={path(l)} />
      ))}
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        items={[
          { title: t('shell.frontPage'), href: pathTo('front', { lang }) },
          { title, href: pathTo('people', { lang }) },
        ]}
        mobileLink={{ title: t('shell.frontPage'), href: pathTo('front', { lang }) }}
      />
      <h1>{title}</h1>
      <Form method="get" action={pathTo('people', { lang })} role="search">
        <InputRow>
          <input
            type="search"
            name="q"
            defaultValue={page.q}
            aria-label={t('people.filter')}
            placeholder={t('people.filter')}
            key={page.q}
          />
          <Button type="submit">{t('people.find')}</Button>
        </InputRow>
      </Form>
      <nav aria-label={t('people.letters')}>
        <Letters>
          {page.letters.map((letter) => (
            <li key={letter}>
              <Link
                to={indexHref(lang, { q: page.q, letter: page.letter === letter ? null : letter })}
                aria-current={page.letter === letter ? 'true' : undefined}
              >
                {letter}
              </Link>
            </li>
          ))}
        </Letters>
      </nav>
      <p>{t('people.count', { count: page.total })}</p>
      {page.people.length === 0 ? (
        <EmptyState title={t('people.none')} text={t('people.noneText')} />
      ) : (
        <List aria-label={title}>
          {page.people.map((person) => {
            const life =
              person.birthYear !== null || person.deathYear !== null
                ? `${person.birthYear ?? ''}–${person.deathYear ?? ''}`
                : '';
            return (
              <li key={person.id}>
                <Link to={pathTo('person', { lang, id: person.id })}>{person.name}</Link>{' '}
                <span className="meta">
                  {[life, t('search.objects', { count: person.objectCount })]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            );
          })}
        </List>
      )}
      {page.pages > 1 && (
        <Pager aria-label={t('people.pages')}>
          {page.page > 1 && (
            <Link to={indexHref(lang, { ...page, page: page.page - 1 })} rel="prev">
              {t('sitemap.previous')}
            </Link>
          )}
          <span>
            {t('sitemap.pageOf', {
              page: intl.formatNumber(page.page),
              pages: intl.formatNumber(page.pages),
            })}
          </span>
          {page.page < page.pages && (
            <Link to={indexHref(lang, { ...page, page: page.page + 1 })} rel="next">
              {t('sitemap.next')}
            </Link>
          )}
        </Pager>
      )}
    </PageContainer>
  );
}
