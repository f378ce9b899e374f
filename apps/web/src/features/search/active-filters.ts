import type { MessageId } from '@kokoelma/i18n';
import { categoryLabel, museumName, type Language } from '@kokoelma/domain';
import { normaliseColour, searchQueryFromParams, type SearchParams } from '@kokoelma/contract/site';
import { colourLabel } from '../colour/colour-label';

/** An active filter as a removable chip: its label and the search without it. */
export interface ActiveFilter {
  key: string;
  label: string;
  /** Query string of the same search without this filter. */
  without: string;
}

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/**
 * Every filter of `params` that narrows the search, each with the URL that removes it
 * (spec §2: active filters shown as removable chips). Search words are not a filter.
 */
export function activeFilters(
  params: SearchParams,
  lang: Language,
  t: Translate,
  personNames: ReadonlyMap<string, string> = new Map(),
): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  const add = (key: string, label: string, without: SearchParams) =>
    chips.push({ key, label, without: searchQueryFromParams(without) });
  const display = params.displayFilter;
  if (display && display !== 'all') {
    const label =
      display === 'ateneum' || display === 'kiasma' || display === 'sinebrychoff'
        ? museumName(display, lang)
        : t(`search.display.${display}`);
    add('display', label, { ...params, displayFilter: undefined });
  }
  for (const category of params.categories ?? []) {
    add(`category-${category}`, categoryLabel(category, lang), {
      ...params,
      categories: params.categories?.filter((c) => c !== category),
    });
  }
  for (const museum of params.museums ?? []) {
    add(`museum-${museum}`, museumName(museum, lang), {
      ...params,
      museums: params.museums?.filter((m) => m !== museum),
    });
  }
  const years = (from: number | null | undefined, to: number | null | undefined) =>
    from != null && from === to ? String(from) : `${from ?? '…'}–${to ?? '…'}`;
  if (params.yearFrom != null || params.yearTo != null) {
    add('years', t('search.chip.years', { years: years(params.yearFrom, params.yearTo) }), {
      ...params,
      yearFrom: undefined,
      yearTo: undefined,
    });
  }
  if (params.acquisitionYearFrom != null || params.acquisitionYearTo != null) {
    add(
      'acquired',
      t('search.chip.acquired', {
        years: years(params.acquisitionYearFrom, params.acquisitionYearTo),
      }),
      { ...params, acquisitionYearFrom: undefined, acquisitionYearTo: undefined },
    );
  }
  if (params.hasImage) add('image', t('search.hasImage'), { ...params, hasImage: undefined });
  const colour = normaliseColour(params.colour);
  if (colour) {
    add('colour', t('search.chip.colour', { colour: colourLabel(colour, t) }), {
      ...params,
      colour: undefined,
    });
  }
  for (const key of ['people', 'keywords', 'materials', 'classifications'] as const) {
    for (const value of params[key] ?? []) {
      const label = key === 'people' ? (personNames.get(value) ?? t('search.chip.person')) : value;
      add(`${key}-${value}`, label, { ...params, [key]: params[key]?.filter((v) => v !== value) });
    }
  }
  return chips;
}
