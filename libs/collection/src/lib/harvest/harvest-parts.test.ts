import { describe, expect, it } from 'vitest';
import { licenseName } from '../import/lido-images';
import { isPublicAddress } from './address-guard';
import { harvestImageId } from './harvest-image';
import { createHostLimiter } from './host-limiter';
import { iiifRenditionUrl, infoJsonUrl, parseIiifInfo } from './iiif-source';
import { isImageContentType, sniffImage } from './image-sniff';
import { patternName } from './local-images';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    // IPv6 ranges that carry an IPv4 address (security review L8): NAT64, its local-use
    // prefix, IPv4-translated, IPv4-compatible, 6to4, Teredo; and the 6to4 relay.
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::a9fe:a9fe',
    '::ffff:0:a9fe:a9fe',
    '::ffff:0:7f00:1',
    '::7f00:1',
    '2002:a9fe:a9fe::1',
    '2002:7f00:1::',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '192.88.99.1',
    '2001:db8::1',
    '100::1',
    '3fff::1',
    'not an address',
    '127.1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '193.166.3.2',
    '2001:4860:4860::8888',
    '2a00:1450:4010:c0e::64',
    '::ffff:8.8.8.8',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('sniffImage and content types', () => {
  it('tells formats by their first bytes', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'))).toBe('png');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImage(Buffer.from('II*\0'))).toBe('tiff');
    expect(sniffImage(Buffer.from('GIF89a'))).toBe('gif');
    expect(sniffImage(Buffer.from('<html>'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
  it('accepts image/* only', () => {
    expect(isImageContentType('image/jpeg')).toBe(true);
    expect(isImageContentType('IMAGE/PNG; charset=binary')).toBe(true);
    expect(isImageContentType('text/html')).toBe(false);
    expect(isImageContentType(undefined)).toBe(false);
  });
});

describe('IIIF sources', () => {
  it('finds info.json of a service link', () => {
    expect(infoJsonUrl('https://x.example/iiif/abc')).toBe('https://x.example/iiif/abc/info.json');
    expect(infoJsonUrl('https://x.example/iiif/abc/')).toBe('https://x.example/iiif/abc/info.json');
    expect(infoJsonUrl('https://x.example/iiif/abc/info.json')).toBe(
      'https://x.example/iiif/abc/info.json',
    );
  });
  it('reads v2 and v3 info.json and asks for the largest allowed rendition', () => {
    const v3 = parseIiifInfo(
      {
        '@context': 'http://iiif.io/api/image/3/context.json',
        id: 'https://x.example/a',
        width: 4000,
        height: 3000,
      },
      'https://x.example/a/info.json',
    );
    expect(iiifRenditionUrl(v3, 100_000_000)).toBe('https://x.example/a/full/max/0/default.jpg');
    const v2 = parseIiifInfo(
      {
        '@context': 'http://iiif.io/api/image/2/context.json',
        '@id': 'https://x.example/b/',
        width: 4000,
        height: 3000,
        profile: ['http://iiif.io/api/image/2/level2.json', { maxWidth: 2000 }],
      },
      'https://x.example/b/info.json',
    );
    expect(v2).toMatchObject({ version: 2, base: 'https://x.example/b', maxWidth: 2000 });
    expect(iiifRenditionUrl(v2, 100_000_000)).toBe(
      'https://x.example/b/full/2000,1500/0/default.jpg',
    );
    expect(iiifRenditionUrl({ ...v2, maxWidth: undefined, maxHeight: undefined }, 1e9)).toBe(
      'https://x.example/b/full/full/0/default.jpg',
    );
    expect(iiifRenditionUrl(v3, 3_000_000)).toBe(
      'https://x.example/a/full/2000,1500/0/default.jpg',
    );
    expect(() => parseIiifInfo({ id: 'x' }, 'u')).toThrow(/width and height/);
  });
});

describe('local file patterns', () => {
  const values = { objectId: 7, inventoryNumber: 'A II 1517:26 / 15', filename: 'x.tif' };
  it('fills placeholders with file-name-safe values', () => {
    expect(patternName('{objectId}', values)).toBe('7');
    expect(patternName('{inventoryNumber}.jpg', values)).toBe('A II 1517:26 _ 15.jpg');
    expect(patternName('scans-{filename}', values)).toBe('scans-x.tif');
    expect(patternName('{filename}', { ...values, filename: '../../etc/passwd' })).toBe(
      '.._.._etc_passwd',
    );
  });
  it('gives no name when a value is missing or the name would leave the folder', () => {
    expect(patternName('{inventoryNumber}', { ...values, inventoryNumber: null })).toBeNull();
    expect(patternName('{filename}', { ...values, filename: '..' })).toBeNull();
    expect(patternName('sub/{objectId}', values)).toBeNull();
  });
});

describe('the host limiter', () => {
  it('runs at most n tasks per host at once, hosts independently', async () => {
    const limiter = createHostLimiter(2);
    const running = new Map<string, number>();
    const peak = new Map<string, number>();
    const task = (host: string) =>
      limiter.run(host, async () => {
        running.set(host, (running.get(host) ?? 0) + 1);
        peak.set(host, Math.max(peak.get(host) ?? 0, running.get(host) ?? 0));
        await new Promise((resolve) => setTimeout(resolve, 5));
        running.set(host, (running.get(host) ?? 0) - 1);
      });
    await Promise.all([...Array(10)].flatMap(() => [task('a'), task('b')]));
    expect(peak.get('a')).toBe(2);
    expect(peak.get('b')).toBe(2);
  });
});

describe('licence names and image ids', () => {
  it('names Creative Commons URIs', () => {
    expect(licenseName('http://creativecommons.org/publicdomain/mark/1.0/')).toBe(
      'Public Domain Mark 1.0',
    );
    expect(licenseName('https://creativecommons.org/publicdomain/zero/1.0/')).toBe('CC0 1.0');
    expect(licenseName('https://creativecommons.org/licenses/by-sa/4.0/')).toBe('CC BY-SA 4.0');
    expect(licenseName('All rights reserved')).toBe('All rights reserved');
  });
  it('derives stable ids above 2^52 from the source and the content', () => {
    const id = harvestImageId('https://x.example/a.jpg', 'aa');
    expect(id).toBe(harvestImageId('https://x.example/a.jpg', 'aa'));
    expect(id).not.toBe(harvestImageId('https://x.example/a.jpg', 'bb'));
    expect(id).toBeGreaterThanOrEqual(2 ** 52);
    expect(Number.isSafeInteger(id)).toBe(true);
  });
});
