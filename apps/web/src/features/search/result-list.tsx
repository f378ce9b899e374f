import styled from '@emotion/styled';
import { useEffect } from 'react';
import type { LayoutChoice } from '@kokoelma/domain';
import { Button, EmptyState, LiveRegion, ResultGrid, theme, type ResultItem } from '@kokoelma/ui';
import { useT } from '../../shared/use-t';
import type { SearchResults } from './use-search-results';

const { space } = theme;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin: ${space.xl}px 0;
`;

export interface ResultListProps {
  results: SearchResults;
  items: readonly ResultItem[];
  layout: LayoutChoice;
  /** The list's accessible name ("Search results", "Works"). */
  label: string;
  /** What the live region says when nothing is loading: the count (and a correction). */
  summary: string;
  /** The text under "No results". */
  emptyText: string;
}

/**
 * A search's results as the search and person pages list them: the cards in the
 * visitor's layout, "Show more" (keyboard focus moves to the first new card; the live
 * region says how many were added), "No more results", and a failed load's alert.
 */
export function ResultList({ results, items, layout, label, summary, emptyText }: ResultListProps) {
  const t = useT();
  const added = results.added;
  useEffect(() => {
    if (!added) return;
    document.getElementById(`object-${added.firstId}`)?.querySelector<HTMLElement>('a')?.focus();
  }, [added]);
  return (
    <>
      <LiveRegion
        message={
          results.searching
            ? t('search.searching')
            : added
              ? t('search.added', { count: added.count })
              : summary
        }
      />
      {items.length === 0 ? (
        <EmptyState title={t('search.noResults')} text={emptyText} />
      ) : (
        <ResultGrid
          items={items}
          layout={layout}
          label={label}
          noImageText={t('object.noImage')}
          onOpen={results.opened}
        />
      )}
      <More>
        {results.hasMore ? (
          // Not disabled while loading: a disabled button would drop keyboard focus
          // (a second press is ignored while a load runs).
          <Button type="button" onClick={results.loadMore} aria-busy={results.searching}>
            {t(results.searching ? 'search.searching' : 'search.more')}
          </Button>
        ) : (
          items.length > 0 && <p>{t('search.noMore')}</p>
        )}
      </More>
      {results.failed && <p role="alert">{t('search.failed')}</p>}
    </>
  );
}
