import type { Language } from './languages.js';
import type { Dimension } from './measurements.js';

/** The multiplication sign between measurements, with spaces, as in "65 × 81 cm". */
export const DIMENSION_SEPARATOR = ' × ';

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** Decimal comma in fi and sv, point in en; no grouping, so 1200 mm stays "1200 mm". */
function numberFormat(lang: Language): Intl.NumberFormat {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { useGrouping: false, maximumFractionDigits: 2 });
    numberFormats.set(lang, format);
  }
  return format;
}

/**
 * A dimension as text, e.g. "65 × 81 cm" (fi "65,5 × 81 cm"); the unit is left out when
 * missing. Undefined when there are no finite measurements to show.
 */
export function formatDimensions(
  dimension: Pick<Dimension, 'measurements' | 'unit'>,
  lang: Language,
): string | undefined {
  const values = dimension.measurements.filter((value) => Number.isFinite(value));
  if (values.length === 0) return undefined;
  const format = numberFormat(lang);
  const text = values.map((value) => format.format(value)).join(DIMENSION_SEPARATOR);
  const unit = dimension.unit?.trim();
  return unit ? `${text} ${unit}` : text;
}
