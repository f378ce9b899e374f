import { describe, expect, it } from 'vitest';
import { MUSEUM_TIME_ZONE, calendarDateOf, isRealDate } from './calendar-date.js';

describe('calendar dates', () => {
  it('reads an instant as a day in Helsinki by default', () => {
    expect(MUSEUM_TIME_ZONE).toBe('Europe/Helsinki');
    const lateEvening = new Date('2024-02-14T22:30:00Z');
    expect(calendarDateOf(lateEvening)).toEqual({ year: 2024, month: 2, day: 15 });
    expect(calendarDateOf(lateEvening, 'UTC')).toEqual({ year: 2024, month: 2, day: 14 });
    expect(calendarDateOf(new Date(Number.NaN))).toBeUndefined();
  });

  it('knows which days exist', () => {
    expect(isRealDate({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isRealDate({ year: 2023, month: 2, day: 29 })).toBe(false);
    expect(isRealDate({ year: 2000, month: 2, day: 29 })).toBe(true);
    expect(isRealDate({ year: 1900, month: 2, day: 29 })).toBe(false);
    expect(isRealDate({ year: 2024, month: 4, day: 31 })).toBe(false);
    expect(isRealDate({ year: 2024, month: 0, day: 1 })).toBe(false);
    expect(isRealDate({ year: 2024, month: 1, day: 0 })).toBe(false);
    expect(isRealDate({ year: 2024, month: 1.5, day: 1 })).toBe(false);
  });
});
