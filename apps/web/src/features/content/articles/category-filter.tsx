import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ArticleCategory } from '@kokoelma/contract/site';
import type { Language } from '@kokoelma/domain';
import { focusRing, theme } from '@kokoelma/ui';
import { pathTo } from '@kokoelma/contract/site';

const { colors, space } = theme;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s}px;
  margin: 0 0 ${space.l}px;
  padding: 0;
  list-style: none;
  & a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.touchTarget}px;
    padding: 0 ${space.m}px;
    border: 2px solid ${colors.text};
    border-radius: 22px;
    color: ${colors.text};
    text-decoration: none;
    ${focusRing()}
  }
  & a[aria-current='page'] {
    background: ${colors.text};
    color: ${colors.inverseText};
  }
  & a:hover {
    text-decoration: underline;
  }
`;

/** Links that filter the articles list by category; the chosen one is the current page. */
export function CategoryFilter({
  lang,
  categories,
  current,
}: {
  lang: Language;
  categories: readonly ArticleCategory[];
  current: string | null;
}) {
  const intl = useIntl();
  const base = pathTo('articles', { lang });
  const options = [
    { slug: null, name: intl.formatMessage({ id: 'articles.allCategories' }), href: base },
    ...categories.map((c) => ({
      slug: c.slug,
      name: c.name,
      href: pathTo('articles', { lang }, { category: c.slug }),
    })),
  ];
  return (
    <nav aria-label={intl.formatMessage({ id: 'articles.categories' })}>
      <List>
        {options.map((option) => (
          <li key={option.slug ?? 'all'}>
            <Link to={option.href} aria-current={option.slug === current ? 'page' : undefined}>
              {option.name}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
