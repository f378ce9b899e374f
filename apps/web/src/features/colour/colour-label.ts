import type { MessageId } from '@kokoelma/i18n';
import { colourName, lightnessFromName } from '@kokoelma/contract';

type Translate = (id: MessageId, values?: Record<string, string>) => string;

/** Names without a light or deep shade of their own. */
const NEUTRAL = new Set(['white', 'grey', 'black', 'beige']);

/**
 * What a colour is called in the page's language: the nearest named colour, "light" or
 * "deep" before it when the colour is much lighter or darker than that ("deep blue").
 */
export function colourLabel(hex: string, t: Translate): string {
  const name = colourName(hex);
  const base = t(`colour.${name}` as MessageId);
  if (NEUTRAL.has(name)) return base;
  const lighter = lightnessFromName(hex);
  if (lighter > 0.12) return t('colour.light', { colour: base });
  if (lighter < -0.15) return t('colour.dark', { colour: base });
  return base;
}
