// Checks the rules against the museum's real open API record in ../shared/formats (present
// in CI and on developer machines); skips cleanly where the file is absent.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { categoryFromRecord } from './categories.js';
import { imageUrl, isValidImage } from './images.js';
import { museumFromOrganisation } from './museums.js';
import { objectTitle } from './object-title.js';
import { personDisplayName } from './people.js';
import { roleLabel } from './roles.js';
import { inventoryNumberLastNumber } from './sketchbook.js';

const samplePath = new URL('../../../../../shared/formats/fng-v1-object.json', import.meta.url);
const hasSample = existsSync(samplePath);

interface SampleRecord {
  title: { fi: string; sv: string; en: string };
  responsibleOrganisation: string;
  category: { categoryId: string; fi: string };
  inventoryNumber: string;
  people: { firstName: string; familyName: string; role: { fi: string; sv: string; en: string } }[];
  multimedia: (Record<string, unknown> & { jpg: Record<string, string> })[];
}

describe.skipIf(!hasSample)('the open API sample record', () => {
  const record = (hasSample ? JSON.parse(readFileSync(samplePath, 'utf8')) : {}) as SampleRecord;

  it('maps title, museum, category and page number', () => {
    expect(objectTitle(record, 'sv')).toMatchObject({ lang: 'fi', isFallback: true });
    expect(museumFromOrganisation(record.responsibleOrganisation)).toBe('ateneum');
    expect(categoryFromRecord(record.category)).toBe('artwork');
    expect(inventoryNumberLastNumber(record.inventoryNumber)).toBe(15);
  });

  it('names the person and the role', () => {
    const [person] = record.people;
    expect(personDisplayName(person)).toBe('Albert Edelfelt');
    expect(roleLabel(person?.role, 'en')).toMatchObject({ text: 'artist' });
  });

  it('accepts the image and rebuilds its published URLs', () => {
    const [image] = record.multimedia;
    expect(isValidImage(image)).toBe(true);
    if (!isValidImage(image)) return;
    const imageBase = 'https://d3uvo7vkyyb63c.cloudfront.net';
    expect(imageUrl({ imageBase, format: 'jpg', width: 500, image })).toBe(image.jpg['500']);
  });
});
