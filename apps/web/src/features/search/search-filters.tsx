import type { MessageId } from '@kokoelma/i18n';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import {
  CATEGORIES,
  DISPLAY_FILTERS,
  MUSEUMS,
  MUSEUM_IDS,
  categoryLabel,
  museumName,
  yearRange,
  type DisplayFilter,
  type Language,
} from '@kokoelma/domain';
import type { Facet } from '@kokoelma/contract';
import type { SearchParams } from '@kokoelma/contract/site';
import { Fieldset as UiFieldset, theme } from '@kokoelma/ui';
import { useT } from '../../shared/use-t';
import { ColourFilter } from '../colour/colour-filter';

const { colors, space } = theme;

// The shared group of choices, with the filters' hit counts in a quieter type.
const Fieldset = styled(UiFieldset)`
  & .count {
    color: ${colors.textMuted};
    font-size: ${theme.fontSizes.small};
  }
`;

const Years = styled.div`
  display: flex;
  gap: ${space.s}px;
  & label {
    flex-direction: column;
    align-items: flex-start;
    gap: ${space.xs}px;
  }
  & input {
    width: 6em;
    min-height: ${theme.touchTarget}px;
    padding: 0 ${space.s}px;
    border: 1px solid ${colors.border};
    font: inherit;
  }
`;

/** A museum's name after a square in its colour. */
const MuseumName = styled.span<{ colour: string }>`
  &::before {
    content: '';
    display: inline-block;
    width: 0.75em;
    height: 0.75em;
    margin-right: ${space.xs}px;
    background: ${({ colour }) => colour};
    box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.35);
  }
`;

const SortLabel = styled.label`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs}px ${space.s}px;
  font-weight: 400;
  & select {
    min-height: ${theme.touchTarget}px;
    padding: 0 ${space.s}px;
    border: 1px solid ${colors.border};
    background: ${colors.background};
    color: ${colors.text};
    font: inherit;
  }
`;

export const countOf = (facets: readonly Facet[], facet: string, value: string) =>
  facets.find((f) => f.facet === facet)?.values.find((v) => v.value === value)?.count;

export function displayLabel(value: DisplayFilter, lang: Language, t: (id: MessageId) => string) {
  if (value === 'ateneum' || value === 'kiasma' || value === 'sinebrychoff') {
    return museumName(value, lang);
  }
  return t(`search.display.${value}`);
}

/** The order of the results: a choice beside their count (it sends the form as it changes). */
export function SortChoice({ params }: { params: SearchParams }) {
  const t = useT();
  return (
    <SortLabel>
      {t('search.sort')}
      <select name="sort" defaultValue={params.sort ?? 'relevance'}>
        {(['relevance', 'year-asc', 'year-desc', 'title', 'acquisition'] as const).map((sort) => (
          <option key={sort} value={sort}>
            {t(`search.sort.${sort}`)}
          </option>
        ))}
      </select>
    </SortLabel>
  );
}

export interface SearchFiltersProps {
  params: SearchParams;
  facets: readonly Facet[];
  totalCount: number;
  lang: Language;
}

/**
 * The filters of the search form (spec §3): where the work is (display filter), category,
 * production and acquisition years (1300 … this year) and has-image, each value with the
 * number of matching objects. Plain form fields: the form works without script too.
 */
export function SearchFilters({ params, facets, totalCount, lang }: SearchFiltersProps) {
  const intl = useIntl();
  const t = useT();
  const n = (count: number | undefined) => (count === undefined ? '' : intl.formatNumber(count));
  const range = yearRange();
  const display = params.displayFilter ?? 'all';
  const year = (name: string, label: string, value: number | undefined) => (
    <label>
      {label}
      <input
        type="number"
        name={name}
        inputMode="numeric"
        min={range.min}
        max={range.max}
        defaultValue={value ?? ''}
        key={`${name}-${value ?? ''}`}
      />
    </label>
  );
  return (
    <>
      <Fieldset>
        <legend>{t('search.displayFilter')}</legend>
        {DISPLAY_FILTERS.map((value) => (
          <label key={value}>
            <input type="radio" name="display" value={value} defaultChecked={display === value} />
            {displayLabel(value, lang, t)}{' '}
            <span className="count">
              {n(value === 'all' ? totalCount : countOf(facets, 'displayFilter', value))}
            </span>
          </label>
        ))}
      </Fieldset>
      <Fieldset>
        <legend>{t('search.museums')}</legend>
        {MUSEUM_IDS.map((value) => {
          const count = countOf(facets, 'museum', value);
          const checked = params.museums?.includes(value) ?? false;
          if (!count && !checked) return null;
          return (
            <label key={value}>
              <input type="checkbox" name="museum" value={value} defaultChecked={checked} />
              <MuseumName colour={MUSEUMS[value].colours.background}>
                {museumName(value, lang)}
              </MuseumName>{' '}
              <span className="count">{n(count)}</span>
            </label>
          );
        })}
      </Fieldset>
      <Fieldset>
        <legend>{t('search.categories')}</legend>
        {CATEGORIES.map((value) => {
          const count = countOf(facets, 'category', value);
          const checked = params.categories?.includes(value) ?? false;
          if (!count && !checked) return null;
          return (
            <label key={value}>
              <input type="checkbox" name="category" value={value} defaultChecked={checked} />
              {categoryLabel(value, lang)} <span className="count">{n(count)}</span>
            </label>
          );
        })}
      </Fieldset>
      <Fieldset>
        <legend>{t('search.years')}</legend>
        <Years>
          {year('yearFrom', t('search.from'), params.yearFrom ?? undefined)}
          {year('yearTo', t('search.to'), params.yearTo ?? undefined)}
        </Years>
      </Fieldset>
      <Fieldset>
        <legend>{t('search.acquisitionYears')}</legend>
        <Years>
          {year('acquiredFrom', t('search.from'), params.acquisitionYearFrom ?? undefined)}
          {year('acquiredTo', t('search.to'), params.acquisitionYearTo ?? undefined)}
        </Years>
      </Fieldset>
      <Fieldset>
        <legend>{t('search.image')}</legend>
        <label>
          <input type="checkbox" name="image" value="1" defaultChecked={params.hasImage ?? false} />
          {t('search.hasImage')}{' '}
          <span className="count">{n(countOf(facets, 'hasImage', 'true'))}</span>
        </label>
      </Fieldset>
      <ColourFilter params={params} />
      {/* Filters set by links (a person, a keyword) stay when the form is sent. */}
      {(
        [
          ['person', params.people],
          ['keyword', params.keywords],
          ['material', params.materials],
          ['classification', params.classifications],
        ] as const
      ).flatMap(([name, values]) =>
        (values ?? []).map((value) => (
          <input key={`${name}-${value}`} type="hidden" name={name} value={value} />
        )),
      )}
    </>
  );
}
