import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calendarDateOf, isRealDate } from './calendar-date.js';
import { formatDate, objectDate } from './dates.js';

describe('formatDate', () => {
  it('writes d.L.yyyy without leading zeros', () => {
    expect(formatDate('1890-03-05')).toBe('5.3.1890');
    expect(formatDate('1854-07-21')).toBe('21.7.1854');
    expect(formatDate('2024-12-31')).toBe('31.12.2024');
  });

  it('keeps a four-character string as a year', () => {
    expect(formatDate('1890')).toBe('1890');
    expect(formatDate(' 1905 ')).toBe('1905');
  });

  it('never shifts a date-only string, in any zone', () => {
    expect(formatDate('1890-03-05', { timeZone: 'UTC' })).toBe('5.3.1890');
    expect(formatDate('1890-03-05', { timeZone: 'America/Los_Angeles' })).toBe('5.3.1890');
    expect(formatDate('1890-03-05T00:00:00')).toBe('5.3.1890');
    expect(formatDate('1890-03-05 23:59')).toBe('5.3.1890');
  });

  it('reads instants in Helsinki unless told otherwise', () => {
    expect(formatDate('2024-02-14T22:30:00Z')).toBe('15.2.2024');
    expect(formatDate('2024-02-14T22:30:00Z', { timeZone: 'UTC' })).toBe('14.2.2024');
    expect(formatDate('2024-02-14T13:07:40.653+00:00')).toBe('14.2.2024');
    expect(formatDate('2024-02-14T23:30:00+0200')).toBe('14.2.2024');
    expect(formatDate('2024-02-14T23:30:00-02')).toBe('15.2.2024');
    expect(formatDate(new Date(Date.UTC(2024, 1, 14, 22, 30)))).toBe('15.2.2024');
    expect(formatDate(new Date(1890, 2, 5))).toBe('5.3.1890');
  });

  it('pads the year to four digits', () => {
    expect(formatDate('0800-01-02')).toBe('2.1.0800');
  });

  it('gives undefined for invalid input', () => {
    for (const bad of ['', '  ', '5.3.1890', '1890-02-30', '1890-13-01', '1890-00-10', 'n. 1890']) {
      expect(formatDate(bad)).toBeUndefined();
    }
    expect(formatDate('2023-02-29T10:00:00Z')).toBeUndefined();
    expect(formatDate(new Date(Number.NaN))).toBeUndefined();
    expect(formatDate(null)).toBeUndefined();
    expect(formatDate(undefined)).toBeUndefined();
  });

  it('knows leap years', () => {
    expect(formatDate('2000-02-29')).toBe('29.2.2000');
    expect(formatDate('2024-02-29')).toBe('29.2.2024');
    expect(formatDate('1900-02-29')).toBeUndefined();
    expect(isRealDate({ year: 2024, month: 1.5, day: 1 })).toBe(false);
    expect(calendarDateOf(new Date(Number.NaN))).toBeUndefined();
  });

  it('round-trips every real day (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1300-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const [y, m, d] = iso.split('-').map(Number);
          expect(formatDate(iso)).toBe(`${d}.${m}.${y}`);
        },
      ),
    );
  });
});

describe('objectDate', () => {
  it('formats dateFrom, else shows yearFrom', () => {
    expect(objectDate({ dateFrom: '1890-03-05', yearFrom: 1890 })).toBe('5.3.1890');
    expect(objectDate({ dateFrom: '1890', yearFrom: 1890 })).toBe('1890');
    expect(objectDate({ dateFrom: null, yearFrom: 1890 })).toBe('1890');
    expect(objectDate({ dateFrom: 'bad', yearFrom: '1890' })).toBe('1890');
    expect(objectDate({ yearFrom: ' ' })).toBeUndefined();
    expect(objectDate({})).toBeUndefined();
  });
});
