import {
  averageSize,
  categoryFromFinnishName,
  DEFAULT_SIZE_CM,
  isMuseumId,
  MUSEUM_IDS,
  museumFromOrganisation,
  sketchbookImages,
} from '@kokoelma/domain';
import { describe, expect, it } from 'vitest';
import { parseMuseumRecord } from '../import/museum-record';
import { demoOriginalSize, isLargeDemoImage } from './demo-image-size';
import type { DemoRawRecord } from './demo-raw-record';
import { DEMO_CATEGORIES } from './demo-terms';
import {
  DEMO_DEFAULT_COUNT,
  DEMO_FIRST_OBJECT_ID,
  generateDemoRecords,
} from './generate-demo-records';

const records = [...generateDemoRecords({ count: DEMO_DEFAULT_COUNT })];
const images = records.flatMap((record) => record.multimedia);
const share = (predicate: (record: DemoRawRecord) => boolean) =>
  records.filter(predicate).length / records.length;

describe('generateDemoRecords: determinism and counts', () => {
  it('gives identical output for the same seed and count, different for another seed', () => {
    const again = JSON.stringify([...generateDemoRecords({ count: DEMO_DEFAULT_COUNT })]);
    expect(again).toBe(JSON.stringify(records));
    const other = JSON.stringify([...generateDemoRecords({ count: 200, seed: 2 })]);
    expect(other).not.toBe(JSON.stringify(records.slice(0, 200)));
  });

  it('yields exactly `count` records, sketchbook pages included, with consecutive ids', () => {
    for (const count of [0, 1, 7, 13, 18, 40, 333]) {
      const ids = [...generateDemoRecords({ count, seed: 5 })].map((record) => record.objectId);
      expect(ids).toEqual(Array.from({ length: count }, (_, i) => DEMO_FIRST_OBJECT_ID + i));
    }
    expect(records).toHaveLength(DEMO_DEFAULT_COUNT);
  });

  it('has unique object ids and unique image ids', () => {
    expect(new Set(records.map((record) => record.objectId)).size).toBe(records.length);
    expect(new Set(images.map((image) => image.id)).size).toBe(images.length);
  });

  it('refuses a count that is not a whole number ≥ 0, at the call', () => {
    expect(() => generateDemoRecords({ count: -1 })).toThrow(RangeError);
    expect(() => generateDemoRecords({ count: 1.5 })).toThrow(RangeError);
    expect(() => generateDemoRecords({ count: 1, seed: Number.NaN })).toThrow(RangeError);
  });

  it('generates 100,000 records lazily', () => {
    let count = 0;
    for (const record of generateDemoRecords({ count: 100_000 }))
      count += record.objectId > 0 ? 1 : 0;
    expect(count).toBe(100_000);
  }, 60_000);
});

describe('generateDemoRecords: categories, holders, people', () => {
  it('uses every Finnish category name, mostly taideteos, with the museum category id', () => {
    const names = new Set(records.map((record) => record.category.fi));
    expect([...names].sort()).toEqual(Object.keys(DEMO_CATEGORIES).sort());
    expect(share((record) => record.category.fi === 'taideteos')).toBeGreaterThan(0.5);
    for (const { category } of records) {
      expect(categoryFromFinnishName(category.fi)).toBe(category.categoryId);
    }
  });

  it('has every holder, by the organisation names the museum uses', () => {
    const holders = new Set(
      records.map((record) => museumFromOrganisation(record.responsibleOrganisation)),
    );
    expect([...holders].sort()).toEqual([...MUSEUM_IDS].sort());
    expect(new Set(records.map((record) => record.owner))).toEqual(new Set(['Suomen valtio']));
  });

  it('dates works within their makers’ working lives', () => {
    for (const record of records) {
      const maker = record.people[0];
      if (!maker?.birthYear || record.yearFrom === undefined) continue;
      expect(record.yearFrom).toBeGreaterThanOrEqual(maker.birthYear + 18);
      expect(record.yearFrom).toBeLessThanOrEqual(maker.deathYear ?? 2025);
    }
  });

  it('credits ≈150 invented people in the expected roles, and ≈3 % unknown authors', () => {
    const people = records.flatMap((record) => record.people);
    expect(new Set(people.map((person) => person.id)).size).toBeGreaterThan(100);
    const roles = new Set(people.map((person) => person.role.fi));
    for (const role of [
      'taiteilija',
      'valokuvaaja',
      'taiteilijaryhmä',
      'kirjoittaja',
      'vastaanottaja',
    ]) {
      expect(roles).toContain(role);
    }
    const groups = people.filter((person) => person.role.fi === 'taiteilijaryhmä');
    expect(groups.every((group) => group.firstName === null && group.familyName !== '')).toBe(true);
    expect(people.some((person) => person.attribution?.fi === 'työpaja')).toBe(true);
    // One person's second work names them with an initial, without the id.
    const otherwise = people.filter((person) => person.id === null);
    expect(otherwise.map((person) => `${person.firstName} ${person.familyName}`)).toEqual([
      'R. Lumivaara',
    ]);
    const unknown = share((record) => record.people.length === 0);
    expect(unknown).toBeGreaterThan(0.01);
    expect(unknown).toBeLessThan(0.06);
  });
});

describe('generateDemoRecords: texts and dates', () => {
  it('leaves languages out like the museum: some without en, sv or any title', () => {
    expect(share((record) => record.title.en === '')).toBeGreaterThan(0.2);
    expect(share((record) => record.title.sv === '')).toBeGreaterThan(0.12);
    expect(records.some((r) => r.title.fi === '' && r.title.sv === '' && r.title.en === '')).toBe(
      true,
    );
    expect(records.some((record) => record.preferredTitle !== undefined)).toBe(true);
    expect(new Set(records.map((record) => record.title.fi)).size).toBeGreaterThan(300);
    const described = share((record) => record.description !== undefined);
    expect(described).toBeGreaterThan(0.3);
    expect(described).toBeLessThan(0.5);
  });

  it('writes dates as full dates or years, some circa, within 1300 to 2025', () => {
    expect(records.some((record) => /^\d{4}-\d{2}-\d{2}$/.test(record.dateFrom ?? ''))).toBe(true);
    expect(records.some((record) => /^\d{4}$/.test(record.dateFrom ?? ''))).toBe(true);
    expect(records.some((record) => record.datePrefix === 'n.')).toBe(true);
    const years = records.flatMap((record) =>
      record.yearFrom === undefined ? [] : [record.yearFrom],
    );
    expect(Math.min(...years)).toBeGreaterThanOrEqual(1300);
    expect(Math.max(...years)).toBeLessThanOrEqual(2025);
    expect(
      years.filter((year) => year >= 1850 && year <= 2020).length / years.length,
    ).toBeGreaterThan(0.6);
    expect(records.some((record) => record.acquisitionYear !== undefined)).toBe(true);
  });
});

describe('generateDemoRecords: measurements', () => {
  const dimensions = records.flatMap((record) => record.dimensions);

  it('covers every fallback case of the size rules', () => {
    const fallback = records.filter((record) => averageSize(record.dimensions) === DEFAULT_SIZE_CM);
    expect(fallback.some((record) => record.dimensions.length === 0)).toBe(true);
    const single = (record: DemoRawRecord) => record.dimensions[0];
    expect(fallback.some((r) => single(r)?.measurements.join() === '0')).toBe(true);
    expect(fallback.some((r) => single(r) !== undefined && single(r)?.unit === undefined)).toBe(
      true,
    );
    expect(fallback.some((r) => single(r)?.unit === 'in')).toBe(true);
  });

  it('uses mm, cm and m and sortLnu 1, 2, missing and 4 or more', () => {
    expect(new Set(dimensions.map((d) => d.unit))).toEqual(
      new Set(['mm', 'cm', 'm', 'in', undefined]),
    );
    const orders = new Set(dimensions.map((d) => d.sortLnu));
    for (const order of [1, 2, undefined]) expect(orders).toContain(order);
    expect(dimensions.some((d) => (d.sortLnu ?? 0) >= 4)).toBe(true);
    expect(dimensions.every((d) => d.measureType.fi !== '')).toBe(true);
  });
});

describe('generateDemoRecords: sketchbooks, letters, av-material, display', () => {
  const byId = new Map(records.map((record) => [record.objectId, record]));
  const sketchbooks = records.filter(
    (record) => record.title.fi.startsWith('Luonnoskirja') && record.children.length > 0,
  );

  it('has sketchbooks whose pages point back and are ordered by the last inventory number', () => {
    expect(sketchbooks.length).toBeGreaterThanOrEqual(2);
    for (const book of sketchbooks) {
      expect(book.category.fi).toBe('taideteos');
      expect(book.children.length).toBeGreaterThanOrEqual(5);
      expect(book.children.length).toBeLessThanOrEqual(20);
      const pages = book.children.map((id) => byId.get(id));
      expect(pages.every((page) => page?.parents.join() === String(book.objectId))).toBe(true);
      const numbers = pages.map((page) => Number(/(\d+)$/.exec(page?.inventoryNumber ?? '')?.[1]));
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));
    }
    expect(
      sketchbooks.some((book) => {
        const numbers = book.children.map((id) => byId.get(id)?.inventoryNumber);
        return numbers.join() !== [...numbers].sort().join();
      }),
    ).toBe(true);
  });

  it('includes series among sketchbook pages, which the sketchbook rule leaves out', () => {
    const book = sketchbooks.find((b) =>
      b.children.some((id) => byId.get(id)?.category.fi === 'sarja'),
    );
    expect(book).toBeDefined();
    if (!book) return;
    const children = book.children.map((id) => byId.get(id)).filter((c) => c !== undefined);
    const series = children
      .filter((child) => child.category.fi === 'sarja')
      .flatMap((c) => c.multimedia);
    expect(series.length).toBeGreaterThan(0);
    const pages = children.map((child) => ({ ...child, category: child.category.categoryId }));
    const shown = sketchbookImages(book, pages);
    for (const image of series) expect(shown).not.toContain(image);
  });

  it('gives letters a writer, a recipient and the recipient as the images’ address', () => {
    const letters = records.filter(
      (record) => record.category.fi === 'kirje' && record.people.length === 2,
    );
    expect(letters.length).toBeGreaterThan(10);
    for (const letter of letters) {
      const recipient = letter.people.find((person) => person.role.fi === 'vastaanottaja');
      for (const image of letter.multimedia) {
        expect(image.address).toEqual({
          firstName: recipient?.firstName,
          familyName: recipient?.familyName,
        });
      }
    }
    expect(letters.some((letter) => letter.multimedia.length > 0)).toBe(true);
  });

  it('gives av-material, and only av-material, a duration of 30 to 7200 seconds', () => {
    for (const record of records) {
      if (record.category.fi === 'av-aineisto') {
        expect(record.durationSeconds).toBeGreaterThanOrEqual(30);
        expect(record.durationSeconds).toBeLessThanOrEqual(7200);
      } else {
        expect(record.durationSeconds).toBeUndefined();
      }
    }
  });

  it('puts ≈8 % on display in a museum, most with a room', () => {
    const shown = records.filter((record) => record.onDisplay !== null);
    expect(shown.length / records.length).toBeGreaterThan(0.05);
    expect(shown.length / records.length).toBeLessThan(0.11);
    expect(shown.every((record) => isMuseumId(record.onDisplay?.museum))).toBe(true);
    expect(shown.some((record) => record.onDisplay?.location?.sv.startsWith('Sal '))).toBe(true);
  });
});

describe('generateDemoRecords: images', () => {
  it('gives ≈85 % of objects 1–3 images, listed now and then out of ordinal order', () => {
    const withImages = share((record) => record.multimedia.length > 0);
    expect(withImages).toBeGreaterThan(0.78);
    expect(withImages).toBeLessThan(0.92);
    expect(records.every((record) => record.multimedia.length <= 3)).toBe(true);
    expect(
      records.some((r) => (r.multimedia[0]?.ordinal ?? 0) > (r.multimedia[1]?.ordinal ?? Infinity)),
    ).toBe(true);
  });

  it('sizes every image as its rendered original will be, a few large for deep zoom', () => {
    for (const image of images) {
      if (image.width === undefined) continue;
      expect(demoOriginalSize({ width: image.width, height: image.height })).toEqual({
        width: image.width,
        height: image.height,
      });
      expect(image.filename).toBe(`${image.id}.jpg`);
      expect(image.displayClass).toBeGreaterThanOrEqual(1);
      expect(image.displayClass).toBeLessThanOrEqual(5);
    }
    const large = images.filter((image) =>
      isLargeDemoImage({ width: image.width ?? 0, height: image.height }),
    );
    expect(large.length).toBeGreaterThanOrEqual(3);
    expect(large.length).toBeLessThan(images.length * 0.01);
    expect(images.some((i) => i.width !== undefined && i.width < i.height)).toBe(true);
    expect(images.some((i) => i.width !== undefined && i.width > i.height)).toBe(true);
    expect(new Set(images.map((image) => image.license))).toEqual(
      new Set(['CC0', 'CC BY 4.0', 'All rights reserved']),
    );
  });

  it('leaves a few images without a width, to exercise validation', () => {
    const invalid = images.filter((image) => image.width === undefined);
    expect(invalid.length).toBeGreaterThan(0);
    expect(invalid.length).toBeLessThan(images.length * 0.02);
  });
});

describe('the importer reads the demo collection', () => {
  it('accepts every record; only the invalid images are dropped with warnings', () => {
    records.forEach((raw, index) => {
      const parsed = parseMuseumRecord(JSON.parse(JSON.stringify(raw)), index + 1);
      if (!parsed.ok) throw new Error(`record ${raw.objectId}: ${JSON.stringify(parsed.issues)}`);
      const invalid = raw.multimedia.filter((image) => image.width === undefined).length;
      expect(parsed.record.images).toHaveLength(raw.multimedia.length - invalid);
      expect(parsed.warnings.every((w) => w.field.startsWith('multimedia['))).toBe(true);
      expect(parsed.record.category.value).toBe(raw.category.categoryId);
    });
  });
});
