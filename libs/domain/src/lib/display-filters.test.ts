import { describe, expect, it } from 'vitest';
import { DISPLAY_FILTERS, isDisplayFilter } from './display-filters.js';

describe('display filters', () => {
  it('has the spec values', () => {
    expect(DISPLAY_FILTERS).toEqual([
      'all',
      'ateneum',
      'kiasma',
      'sinebrychoff',
      'anywhere',
      'verkko',
    ]);
    expect(DISPLAY_FILTERS.every(isDisplayFilter)).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isDisplayFilter('vttk')).toBe(false);
    expect(isDisplayFilter('ALL')).toBe(false);
    expect(isDisplayFilter(undefined)).toBe(false);
  });
});
