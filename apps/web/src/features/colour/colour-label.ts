import type { MessageId } from '@kokoelma/i18n';
import { paletteName } from '@kokoelma/contract/site';
import { colourWords } from './colour-words';

type Translate = (id: MessageId, values?: Record<string, string>) => string;

/**
 * What a colour is called in the page's language: the nearest named colour, "light" or
 * "deep" before it when the colour is much lighter or darker than that ("deep blue").
 */
export function colourLabel(hex: string, t: Translate): string {
  return colourWords(paletteName(hex), t);
}
