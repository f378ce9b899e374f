import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { CONTENT_SEARCH_DEBOUNCE_MS, type Language } from '@kokoelma/domain';
import { SiteSearch } from '@kokoelma/ui';
import { contentSearchQuery } from '../../../api/page-data-query';
import { useApiClient } from '../../../shared/route-deps';

/** `value`, once it has stayed the same for `ms` (the spec's 350 ms for content search). */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The menu's site content search (spec §2): asks the server 350 ms after the last
 * keystroke, then lists the matching pages of the menu with the first block of their
 * text, saying whether it is searching, found pages or found none.
 */
export function MenuContentSearch({ lang }: { lang: Language }) {
  const intl = useIntl();
  const client = useApiClient();
  const [value, setValue] = useState('');
  const term = useDebounced(value.trim(), CONTENT_SEARCH_DEBOUNCE_MS);
  // Preview is chosen by the page's query string only (spec §6), the search follows it.
  const preview = new URLSearchParams(useLocation().search).get('preview') === 'true';
  const query = useQuery(contentSearchQuery(client, lang, term, preview));
  const typed = value.trim();
  // Searching from the first keystroke until the answer for what is typed now arrives.
  const searching = typed !== '' && (typed !== term || query.isFetching);
  const results = typed !== '' && !searching ? (query.data ?? []) : [];
  const status =
    typed === ''
      ? ''
      : searching
        ? intl.formatMessage({ id: 'contentSearch.searching' })
        : results.length > 0
          ? intl.formatMessage({ id: 'contentSearch.found' }, { count: results.length })
          : intl.formatMessage({ id: 'contentSearch.noResults' });
  return (
    <SiteSearch
      label={intl.formatMessage({ id: 'contentSearch.label' })}
      placeholder={intl.formatMessage({ id: 'contentSearch.placeholder' })}
      value={value}
      onChange={setValue}
      status={status}
      results={results}
      resultsLabel={intl.formatMessage({ id: 'contentSearch.results' })}
    />
  );
}
