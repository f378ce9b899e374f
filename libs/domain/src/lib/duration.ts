import type { Language } from './languages.js';

/** A duration split into whole hours, minutes (0–59) and seconds (0–59). */
export interface DurationParts {
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** Unit symbols of a duration in one language. */
export interface DurationUnits {
  readonly hours: string;
  readonly minutes: string;
  readonly seconds: string;
}

/**
 * Unit symbols per language. The SI symbols h, min and s are standard in Finnish, Swedish
 * and English alike, so they are the same; the table keeps a per-language choice open.
 */
export const DURATION_UNITS: Readonly<Record<Language, DurationUnits>> = {
  fi: { hours: 'h', minutes: 'min', seconds: 's' },
  sv: { hours: 'h', minutes: 'min', seconds: 's' },
  en: { hours: 'h', minutes: 'min', seconds: 's' },
};

/**
 * Splits a length in seconds into hours, minutes and seconds (spec §9), rounding to the
 * nearest second. Undefined for negative or non-finite input: there is nothing to show.
 */
export function durationParts(totalSeconds: number): DurationParts | undefined {
  if (!Number.isFinite(totalSeconds) || totalSeconds < 0) return undefined;
  const rounded = Math.round(totalSeconds);
  return {
    hours: Math.floor(rounded / 3600),
    minutes: Math.floor((rounded % 3600) / 60),
    seconds: rounded % 60,
  };
}

/**
 * A duration as text, e.g. 3723 → "1 h 2 min 3 s". Zero parts are left out except for a
 * zero-length duration ("0 s"); undefined for input {@link durationParts} rejects.
 */
export function formatDuration(totalSeconds: number, lang: Language): string | undefined {
  const parts = durationParts(totalSeconds);
  if (!parts) return undefined;
  const units = DURATION_UNITS[lang];
  const text = (['hours', 'minutes', 'seconds'] as const)
    .filter((part) => parts[part] > 0)
    .map((part) => `${parts[part]} ${units[part]}`)
    .join(' ');
  return text || `0 ${units.seconds}`;
}
