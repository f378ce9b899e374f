import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HASH_ID_BASE, LidoIdRegistry, lidoRecordId, numericId, OBJECT_ID_MAX } from './lido-id';

describe('numericId', () => {
  it.each([
    ['14848', 14848],
    [' 00123 ', 123],
    ['http://example.org/object/14848', 14848],
    ['SE-NM:181033', 181033],
    ['/Museu:000000', undefined], // the samples' placeholder
    ['DE-Mb112/lido-obj00154983', undefined],
    ['NM 7324', undefined],
    ['9007199254740993', undefined], // beyond 2^53 - 1
    ['2147483647', 2147483647],
    ['2147483648', undefined], // more than the database's object ids hold
    ['', undefined],
  ])('%j → %j', (value, expected) => {
    expect(numericId(value)).toBe(expected);
  });
});

describe('lidoRecordId', () => {
  it('prefers lidoRecID, then objectPublishedID, then recordWrap/recordID', () => {
    expect(lidoRecordId({ lidoRecID: 'x/7', objectPublishedID: '8', recordID: '9' })).toEqual({
      id: 7,
      from: 'lidoRecID',
    });
    expect(
      lidoRecordId({ lidoRecID: '/Museu:000000', objectPublishedID: 'urn:8', recordID: '9' }),
    ).toEqual({ id: 8, from: 'objectPublishedID' });
    expect(lidoRecordId({ lidoRecID: '/Museu:000000', recordID: '14848' })).toEqual({
      id: 14848,
      from: 'recordID',
    });
  });

  it('takes the first recordID that is a number (an Adlib number beside a local code)', () => {
    expect(
      lidoRecordId({
        lidoRecID: 'http://resolver.example.org/1914-IJ',
        recordID: ['1914-IJ', '310000004'],
      }),
    ).toEqual({ id: 310000004, from: 'recordID' });
    // The hash of a record without a number still names the first recordID only.
    expect(lidoRecordId({ lidoRecID: 'a', recordID: ['b', 'c'] })).toEqual(
      lidoRecordId({ lidoRecID: 'a', recordID: 'b' }),
    );
  });

  it('hashes all identifiers into [2^30, 2^31) when none is a number that fits', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (lidoRecID, workID) => {
        fc.pre(numericId(lidoRecID) === undefined);
        const found = lidoRecordId({ lidoRecID: `${lidoRecID}x`, workID });
        expect(found?.from).toBe('hash');
        expect(found?.id).toBeGreaterThanOrEqual(HASH_ID_BASE);
        expect(found?.id).toBeLessThanOrEqual(OBJECT_ID_MAX);
        expect(Number.isInteger(found?.id)).toBe(true);
        expect(lidoRecordId({ lidoRecID: `${lidoRecID}x`, workID })).toEqual(found);
      }),
    );
    expect(lidoRecordId({ lidoRecID: 'urn:x/99999999999' })?.from).toBe('hash');
  });

  it('gives two keys whose hashes meet different ids, the same key the same id', () => {
    const registry = new LidoIdRegistry();
    expect(registry.claim(OBJECT_ID_MAX - 1, 'a')).toBe(OBJECT_ID_MAX - 1);
    expect(registry.claim(OBJECT_ID_MAX - 1, 'b')).toBe(OBJECT_ID_MAX);
    expect(registry.claim(OBJECT_ID_MAX - 1, 'c')).toBe(HASH_ID_BASE); // wraps round
    expect(registry.claim(OBJECT_ID_MAX - 1, 'b')).toBe(OBJECT_ID_MAX);
    expect(registry.claim(OBJECT_ID_MAX - 1, 'a')).toBe(OBJECT_ID_MAX - 1);
  });

  it('is undefined without any identifier', () => {
    expect(lidoRecordId({})).toBeUndefined();
    expect(lidoRecordId({ lidoRecID: '  ', workID: '' })).toBeUndefined();
  });
});
