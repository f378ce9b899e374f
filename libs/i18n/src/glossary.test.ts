import { describe, expect, it } from 'vitest';
import type { Language } from '@kokoelma/domain';
import { WRONG_VARIANTS, phraseMatcher } from './glossary';
import { messagesFor } from './messages';
import { polyglotMessages } from './polyglot';

/** Every text the site shows from the catalogues: the main table and the polyglot one. */
function allMessages(lang: Language): [string, string][] {
  return [...Object.entries(messagesFor(lang)), ...Object.entries(polyglotMessages(lang))];
}

describe('glossary: one term for one thing (libs/i18n/README.md)', () => {
  it.each(WRONG_VARIANTS.map((v) => [v.lang, v.wrong, v.right] as const))(
    '%s: no message says "%s" (the site says "%s")',
    (lang, wrong) => {
      const matcher = phraseMatcher(wrong);
      const offending = allMessages(lang)
        .filter(([, text]) => matcher.test(text))
        .map(([id, text]) => `${id}: ${text}`);
      expect(offending).toEqual([]);
    },
  );

  it('matches whole words only, whatever the case, with ä and ö as letters', () => {
    expect(phraseMatcher('Luokka').test('Luokka')).toBe(true);
    expect(phraseMatcher('Luokka').test('luokka: taideteos')).toBe(true);
    expect(phraseMatcher('Luokka').test('Luokitus')).toBe(false);
    expect(phraseMatcher('Luokka').test('kokoluokka')).toBe(false);
    expect(phraseMatcher('Luokka').test('Luokkaä')).toBe(false);
    expect(phraseMatcher('För media').test('För  media')).toBe(true);
    expect(phraseMatcher('För media').test('För medier')).toBe(false);
    expect(phraseMatcher('API:t').test('det öppna API:t.')).toBe(true);
  });

  it('never lists the right term as a wrong one', () => {
    for (const { wrong, right } of WRONG_VARIANTS) {
      expect(phraseMatcher(wrong).test(right), `${wrong} → ${right}`).toBe(false);
    }
  });
});
