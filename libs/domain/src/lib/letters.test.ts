import { describe, expect, it } from 'vitest';
import { letterAddress, photographerCredit } from './letters.js';

describe('letters and photo credits', () => {
  it('shows a letter address as a name', () => {
    expect(letterAddress({ firstName: 'Albert', familyName: 'Edelfelt' })).toBe('Albert Edelfelt');
    expect(letterAddress({ familyName: 'Edelfelt' })).toBe('Edelfelt');
    expect(letterAddress(null)).toBeUndefined();
  });

  it('credits the photographer in each language', () => {
    expect(photographerCredit('Hannu Aaltonen', 'fi')).toBe('Kuva: Hannu Aaltonen');
    expect(photographerCredit('Hannu Aaltonen', 'sv')).toBe('Foto: Hannu Aaltonen');
    expect(photographerCredit(' Hannu Aaltonen ', 'en')).toBe('Photo: Hannu Aaltonen');
    expect(photographerCredit('', 'en')).toBeUndefined();
    expect(photographerCredit(null, 'fi')).toBeUndefined();
  });
});
