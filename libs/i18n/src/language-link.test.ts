import { describe, expect, it } from 'vitest';
import { languageLink } from './language-link';

describe('languageLink', () => {
  it('names the target language in itself, in its own sentence', () => {
    expect(languageLink('fi')).toEqual({ label: 'Suomi', title: 'Vaihda kieleksi suomi' });
    expect(languageLink('sv')).toEqual({ label: 'Svenska', title: 'Byt språk till svenska' });
    expect(languageLink('en')).toEqual({ label: 'English', title: 'Change language to English' });
  });
});
