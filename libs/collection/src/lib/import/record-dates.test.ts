import { describe, expect, it } from 'vitest';
import { checkedYear, normaliseDate } from './record-dates';

describe('normaliseDate', () => {
  it.each([
    ['1890', '1890'],
    [1890, '1890'],
    [' 1854-07-21 ', '1854-07-21'],
    ['2024-02-14T23:30:00.000-05:00', '2024-02-14'], // the date as written, no zone shift
    ['1900-02-29', undefined], // not a leap year
    ['n. 1890', undefined],
    ['31.12.1900', undefined],
    [null, undefined],
  ])('%j → %j', (value, expected) => {
    expect(normaliseDate(value)).toBe(expected);
  });

  it('checks years against 0..3000', () => {
    expect([0, 3000, -1, 3001, 1.5, undefined].map(checkedYear)).toEqual([
      0,
      3000,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
