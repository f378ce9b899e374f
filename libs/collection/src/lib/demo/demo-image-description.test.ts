import { describe, expect, it } from 'vitest';
import { parseMuseumRecord } from '../import/museum-record';
import { demoImageDescription } from './demo-image-description';
import { DEMO_DEFAULT_COUNT, generateDemoRecords } from './generate-demo-records';

const records = [...generateDemoRecords({ count: DEMO_DEFAULT_COUNT })];
const images = records.flatMap((record) => record.multimedia);

describe('demo image descriptions', () => {
  it('describes part of the images, a few in Finnish only', () => {
    const described = images.filter((image) => image.description);
    const share = described.length / images.length;
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.5);
    const finnishOnly = described.filter((image) => image.description?.en === '');
    expect(finnishOnly.length).toBeGreaterThan(0);
    expect(finnishOnly.length).toBeLessThan(described.length * 0.3);
    for (const image of described) expect(image.description?.fi).not.toBe('');
  });

  it('says what each view shows, and the work’s subject when it has a keyword', () => {
    const keyword = { fi: 'metsä', sv: 'skog', en: 'forest' };
    const ids = Array.from({ length: 400 }, (_, i) => i + 1);
    const id = ids.find((i) => demoImageDescription(i, 1, keyword)?.en);
    if (id === undefined) throw new Error('no described id');
    expect(demoImageDescription(id, 1, keyword)?.en).toContain('Its subject is forest');
    expect(demoImageDescription(id, 2, keyword)?.en).toMatch(/close-up/);
    expect(demoImageDescription(id, 3, keyword)?.sv).toMatch(/baksida/);
    // The same id gets the same answer: the collection stays deterministic.
    expect(demoImageDescription(id, 1, keyword)).toEqual(demoImageDescription(id, 1, keyword));
  });

  it('goes through the importer as the images’ descriptions', () => {
    const record = records.find((r) => r.multimedia.some((image) => image.description?.en));
    if (!record) throw new Error('no described record');
    const parsed = parseMuseumRecord(record, 1);
    if (!parsed.ok) throw new Error('not imported');
    const source = record.multimedia.find((image) => image.description?.en);
    const image = parsed.record.images.find((i) => i.id === source?.id);
    expect(image?.description?.en).toBe(source?.description?.en);
  });
});
