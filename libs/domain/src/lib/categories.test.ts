import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.js';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  categoryFromFinnishName,
  categoryFromRecord,
  categoryLabel,
  isCategory,
} from './categories.js';

describe('categories', () => {
  it('has the spec values with their exact spelling', () => {
    expect(CATEGORIES).toEqual([
      'av-material',
      'archive-material',
      'archive',
      'artefact',
      'letter',
      'artwork',
      'photo',
      'series',
      'Document',
    ]);
    expect(isCategory('Document')).toBe(true);
    expect(isCategory('document')).toBe(false);
    expect(isCategory(7)).toBe(false);
  });

  it.each([
    ['esine', 'artefact'],
    ['kirje', 'letter'],
    ['kuva', 'photo'],
    ['taideteos', 'artwork'],
    ['teososa', 'artwork'],
    ['sarja', 'series'],
    ['asiakirja', 'Document'],
    ['arkistoaineisto', 'archive-material'],
    ['yhteisön arkistoaineisto', 'archive-material'],
    ['henkilöarkisto', 'archive'],
    ['yhteisöarkisto', 'archive'],
    ['henkilö- ja yhteisöarkisto', 'archive'],
    ['arkisto', 'archive'],
    ['av-aineisto', 'av-material'],
    ['video', 'av-material'],
    ['elokuva', 'av-material'],
  ])('maps the Finnish name %s to %s', (name, category) => {
    expect(categoryFromFinnishName(name)).toBe(category);
  });

  it('ignores case, surrounding space and repeated inner space', () => {
    expect(categoryFromFinnishName('  TeosOsa ')).toBe('artwork');
    expect(categoryFromFinnishName('HENKILÖARKISTO')).toBe('archive');
    expect(categoryFromFinnishName('henkilö-  ja yhteisöarkisto')).toBe('archive');
  });

  it('returns undefined for unknown or empty names', () => {
    expect(categoryFromFinnishName('maalaus')).toBeUndefined();
    expect(categoryFromFinnishName('artwork')).toBeUndefined();
    expect(categoryFromFinnishName('  ')).toBeUndefined();
    expect(categoryFromFinnishName(null)).toBeUndefined();
  });

  it('maps an open API category record by its Finnish name, then by its id', () => {
    const sample = { categoryId: 'artwork', fi: 'teososa', sv: 'del av konstverk' };
    expect(categoryFromRecord(sample)).toBe('artwork');
    expect(categoryFromRecord({ categoryId: 'photo', fi: 'kirje' })).toBe('letter');
    expect(categoryFromRecord({ categoryId: 'photo', fi: 'tuntematon' })).toBe('photo');
    expect(categoryFromRecord({ categoryId: 'nonsense' })).toBeUndefined();
    expect(categoryFromRecord(null)).toBeUndefined();
  });

  it('labels every category in every language', () => {
    for (const category of CATEGORIES) {
      for (const lang of LANGUAGES) {
        expect(categoryLabel(category, lang)).not.toBe('');
      }
    }
    expect(categoryLabel('artwork', 'sv')).toBe('Konstverk');
    expect(CATEGORY_LABELS.Document.fi).toBe('Asiakirja');
  });
});
