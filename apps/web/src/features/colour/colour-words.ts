import type { MessageId } from '@kokoelma/i18n';

type Translate = (id: MessageId, values?: Record<string, string>) => string;

/**
 * A named colour in the page's language, "light" or "deep" before it by its tone
 * ("deep blue"). No colour maths here: the object page gets the names with its data.
 */
export function colourWords(
  named: { name: string; tone: 'light' | 'dark' | null },
  t: Translate,
): string {
  const base = t(`colour.${named.name}` as MessageId);
  if (named.tone === 'light') return t('colour.light', { colour: base });
  if (named.tone === 'dark') return t('colour.dark', { colour: base });
  return base;
}
