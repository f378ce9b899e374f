import { describe, expect, it } from 'vitest';
import type { CollectionObject } from '@kokoelma/contract/site';
import { titleLang } from '../collection/object-summary';
import { objectFacts } from './object-facts';

// Issue 21 item 13: measurements without a unit say so; a fallback title says its language.

const object = {
  id: 7,
  title: { fi: 'Talvipäivä', sv: null, en: null },
  preferredTitle: null,
  category: { name: null, value: null },
  people: [],
  images: [],
  dimensions: [
    { measurements: [40, 30], unit: 'cm', sortLnu: 1, measureType: null },
    { measurements: [12, 9], unit: null, sortLnu: 2, measureType: { fi: 'Passe-partout' } },
  ],
  dateFrom: null,
  yearFrom: 1900,
  inventoryNumber: 'A I 1',
  materials: [],
  keywords: [],
  classifications: [],
  museum: 'ateneum',
  onDisplay: null,
  acquisitionYear: null,
  acquisitionMethod: null,
  durationSeconds: null,
  description: null,
  rights: { license: null, holder: null },
} as unknown as CollectionObject;

describe('objectFacts', () => {
  it('says when measurements have no unit, rather than showing bare numbers', () => {
    const facts = objectFacts(object, 'en', (m) => `${m} (unit unknown)`);
    expect(facts.measurements[0]).toMatch(/^40 × 30 cm$/);
    expect(facts.measurements[1]).toMatch(/12 × 9 \(unit unknown\)$/);
  });
});

describe('the licence', () => {
  it('tells "all rights reserved" in any spelling from other licences', () => {
    const facts = (license: string | null) =>
      objectFacts({ ...object, rights: { license, holder: null } }, 'sv', (m) => m);
    expect(facts('All rights reserved').allRightsReserved).toBe(true);
    expect(facts('© Kaikki oikeudet pidätetään').allRightsReserved).toBe(true);
    expect(facts('CC BY 4.0')).toMatchObject({ license: 'CC BY 4.0', allRightsReserved: false });
    expect(facts(null).allRightsReserved).toBe(false);
  });
});

describe('titleLang', () => {
  it('names the language of a fallback title only', () => {
    expect(titleLang(object, 'en')).toBe('fi');
    expect(titleLang(object, 'sv')).toBe('fi');
    expect(titleLang(object, 'fi')).toBeUndefined();
  });
});
