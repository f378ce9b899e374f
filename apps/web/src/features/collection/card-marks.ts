import type { MessageId } from '@kokoelma/i18n';
import { MUSEUMS, categoryLabel, objectDate, type Language } from '@kokoelma/domain';
import type { SearchCard } from '@kokoelma/contract/site';
import type { ResultItem } from '@kokoelma/ui';

type Translate = (id: MessageId) => string;

/**
 * The year a card shows: the year only (the full date is the object page's), a range when
 * the work was made over several years.
 */
export function cardYear(object: SearchCard): string | undefined {
  const { yearFrom, yearTo } = object;
  if (yearFrom !== null && yearFrom !== undefined) {
    return yearTo !== null && yearTo !== undefined && yearTo > yearFrom
      ? `${yearFrom}–${yearTo}`
      : String(yearFrom);
  }
  return objectDate(object)?.match(/\d{4}/)?.[0];
}

/** The museum marker of a card: the museum's short name and its colour pair. */
export function cardMuseum(museum: SearchCard['museum'], t: Translate): ResultItem['museum'] {
  const { colours } = MUSEUMS[museum];
  return {
    name: t(`museum.short.${museum}`),
    background: colours.background,
    foreground: colours.foreground,
  };
}

/**
 * What a result card says besides title and maker (issue 37, "cards that say more"): the
 * year only, the museum in its colour, the type when it is not an artwork, and "on view"
 * when the work is on display today.
 */
export function cardMarks(
  object: SearchCard,
  lang: Language,
  t: Translate,
): Pick<ResultItem, 'year' | 'museum' | 'typeLabel' | 'onView'> {
  const category = object.category?.value;
  return {
    year: cardYear(object),
    museum: cardMuseum(object.museum, t),
    typeLabel: category && category !== 'artwork' ? categoryLabel(category, lang) : undefined,
    onView: object.onDisplay ? t('card.onView') : undefined,
  };
}
