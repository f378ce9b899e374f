import { describe, expect, it } from 'vitest';
import { LAYOUT_CHOICES, isLayoutChoice } from './layout-choices.js';

describe('layout choices', () => {
  it('has the spec values', () => {
    expect(LAYOUT_CHOICES).toEqual(['grid', 'row', 'scattered']);
    expect(LAYOUT_CHOICES.every(isLayoutChoice)).toBe(true);
  });

  it('rejects anything else, e.g. a stale stored value', () => {
    expect(isLayoutChoice('list')).toBe(false);
    expect(isLayoutChoice(null)).toBe(false);
  });
});
