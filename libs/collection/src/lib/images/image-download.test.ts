import { describe, expect, it } from 'vitest';
import { makeImage, makeRecord } from '../testing/record-factory';
import { attachmentDisposition, downloadFilename } from './image-download';

describe('downloadFilename and attachmentDisposition', () => {
  const owner = (overrides: Parameters<typeof makeRecord>[1], count = 1) => {
    const images = Array.from({ length: count }, (_, i) => makeImage(70 + i));
    const record = makeRecord(7, { images, ...overrides });
    const image = record.images[count - 1];
    if (!image) throw new Error('no image');
    return { record, image };
  };

  it('names the file after the title in the language (with fallback) and the number', () => {
    const o = owner({ title: { fi: 'Kesäyö', sv: 'Sommarnatt' }, inventoryNumber: 'A 1' });
    expect(downloadFilename(o, 'sv', 'jpg')).toBe('Sommarnatt – A 1.jpg');
    expect(downloadFilename(o, 'en', 'jpg')).toBe('Kesäyö – A 1.jpg');
  });

  it('numbers the image among several and removes path and header characters', () => {
    const o = owner({ title: { fi: '../"Yö"\\/:*?<>|\u0000\u202e.' }, inventoryNumber: null }, 3);
    const name = downloadFilename(o, 'fi', 'jpg');
    expect(name).toBe('Yö – 3.jpg');
    expect(downloadFilename(owner({ title: {}, inventoryNumber: null }), 'fi', 'jpg')).toBe(
      'image-70.jpg',
    );
  });

  it('keeps long names within bounds', () => {
    const name = downloadFilename(owner({ title: { fi: 'ä'.repeat(500) } }), 'fi', 'jpg');
    expect([...name].length).toBeLessThanOrEqual(126);
  });

  it('gives ASCII as filename and the exact UTF-8 name as filename*', () => {
    expect(attachmentDisposition('Plain name.jpg')).toBe('attachment; filename="Plain name.jpg"');
    expect(attachmentDisposition('Åsa’s (kopio)*.jpg')).toBe(
      `attachment; filename="Asa_s (kopio)_.jpg"; filename*=UTF-8''%C3%85sa%E2%80%99s%20%28kopio%29%2A.jpg`,
    );
    expect(attachmentDisposition('日本.jpg')).toBe(
      `attachment; filename="download.jpg"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.jpg`,
    );
  });
});
