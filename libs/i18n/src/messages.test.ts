import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '@kokoelma/domain';
import en from './messages/en.json' with { type: 'json' };
import fi from './messages/fi.json' with { type: 'json' };
import sv from './messages/sv.json' with { type: 'json' };
import { loadMessages } from './load-messages';
import { localeFor, messagesFor } from './messages';
import { polyglotMessages, polyglotText } from './polyglot';

const catalogues: Record<string, Record<string, string>> = {
  fi: messagesFor('fi'),
  sv: messagesFor('sv'),
  en: messagesFor('en'),
};
const allIds = [...new Set(Object.values(catalogues).flatMap((c) => Object.keys(c)))].sort();

/** The placeholder names a message uses, so translations cannot drop or rename one. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(el.value);
    if (el.type === TYPE.select || el.type === TYPE.plural) {
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
  }
  return into;
}

describe('message catalogue', () => {
  it.each(allIds)('%s exists, is non-empty, valid ICU, same arguments in fi, sv, en', (id) => {
    const args = ['fi', 'sv', 'en'].map((lang) => {
      const text = catalogues[lang]?.[id];
      expect(text, `${lang}: ${id}`).toBeTypeOf('string');
      expect(text?.trim(), `${lang}: ${id} is empty`).not.toBe('');
      return [...argumentsOf(parse(text ?? ''))].sort().join(',');
    });
    expect(new Set(args).size, `${id} arguments differ: ${args.join(' | ')}`).toBe(1);
  });

  it('hands react-intl the table of the asked language', () => {
    expect(messagesFor('sv')['notFound.title']).toBe('Hoppsan');
    expect(messagesFor('fi')['notFound.title']).toBe('Hupsista');
    expect(messagesFor('en')['notFound.title']).toBe('Oops');
  });

  it('keeps each id in one place: the main catalogue or the polyglot texts', () => {
    for (const [lang, main] of Object.entries({ fi, sv, en })) {
      const both = Object.keys(main).filter((id) => id in polyglotMessages('fi'));
      expect(both, lang).toEqual([]);
    }
  });

  it.each(LANGUAGES)('loads the whole %s table on demand', async (lang) => {
    expect(await loadMessages(lang)).toEqual(messagesFor(lang));
  });

  it('fills in a polyglot text in its own language', () => {
    expect(polyglotText('sv', 'error.photoCredit', { name: 'Anna' })).toBe('Foto: Anna');
    expect(polyglotText('en', 'site.groupName')).toBe('Finnish National Gallery');
  });

  it('formats numbers in each language locale', () => {
    const n = 12345.5;
    expect(new Intl.NumberFormat(localeFor('fi')).format(n)).toBe('12\u00a0345,5');
    expect(new Intl.NumberFormat(localeFor('en')).format(n)).toBe('12,345.5');
  });
});
