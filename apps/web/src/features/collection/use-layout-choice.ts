import { useCallback, useEffect, useState } from 'react';
import { isLayoutChoice, type LayoutChoice } from '@kokoelma/domain';

/** The page kinds that remember a layout choice separately (spec §2). */
export type LayoutPage = 'results' | 'gallery';

const key = (page: LayoutPage) => `kokoelma.layout.${page}`;

/**
 * The layout choice of a result or gallery page, kept in local storage per page kind.
 * The server renders the default (grid); the stored choice applies once hydrated.
 */
export function useLayoutChoice(page: LayoutPage): [LayoutChoice, (value: LayoutChoice) => void] {
  const [layout, setLayout] = useState<LayoutChoice>('grid');
  useEffect(() => {
    try {
      const stored = window.localStorage.getItem(key(page));
      if (isLayoutChoice(stored)) setLayout(stored);
    } catch {
      // Storage can be unavailable (privacy settings); the default layout is fine.
    }
  }, [page]);
  const choose = useCallback(
    (value: LayoutChoice) => {
      setLayout(value);
      try {
        window.localStorage.setItem(key(page), value);
      } catch {
        // As above: the choice then lasts for this page view only.
      }
    },
    [page],
  );
  return [layout, choose];
}
