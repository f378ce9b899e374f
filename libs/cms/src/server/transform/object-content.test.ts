import { describe, expect, it } from 'vitest';
import { bodyOf, entryOf } from './fixtures.test-support';
import {
  toObjectAdditionalInfo,
  toObjectAdvisory,
  toObjectInfo,
  toObjectLinkEntry,
  toPersonIntroduction,
} from './object-content';

describe('toObjectInfo', () => {
  it('maps ids, content and link; newTab defaults to false', () => {
    expect(
      toObjectInfo(
        entryOf('objectInfo', 'i', {
          title: 'Lainassa',
          objectIds: ['5', '8', 'x'],
          galleryIds: ['abc'],
          content: bodyOf('Teos on lainassa.'),
          linkTitle: 'Lue lisää',
          linkUrl: '/fi/artikkelit/a',
        }),
      ),
    ).toMatchObject({
      id: 'i',
      objectIds: [5, 8],
      galleryIds: ['abc'],
      title: 'Lainassa',
      linkTitle: 'Lue lisää',
      linkUrl: '/fi/artikkelit/a',
      newTab: false,
    });
  });

  it('drops a link title without an address, and boxes shown nowhere', () => {
    const info = toObjectInfo(
      entryOf('objectInfo', 'i', { title: 'T', objectIds: [1], linkTitle: 'L', newTab: true }),
    );
    expect(info).toEqual({ id: 'i', objectIds: [1], galleryIds: [], title: 'T', newTab: true });
    expect(toObjectInfo(entryOf('objectInfo', 'i', { title: 'T' }))).toBeUndefined();
    expect(toObjectInfo(entryOf('objectInfo', 'i', { objectIds: [1] }))).toBeUndefined();
  });
});

describe('toObjectLinkEntry', () => {
  it('reads ids, text, url and the update time for the newest-first rule', () => {
    expect(
      toObjectLinkEntry(
        entryOf('haunLinkkipainike', 'h', { ids: ['4', 7], text: 'Katso', url: '/fi/videos' }),
      ),
    ).toEqual({
      ids: [4, 7],
      text: 'Katso',
      url: '/fi/videos',
      updatedAt: '2025-01-03T10:00:00.000Z',
    });
  });

  it('needs ids, a text and a usable url', () => {
    expect(
      toObjectLinkEntry(entryOf('haunLinkkipainike', 'h', { ids: [], text: 'T', url: '/x' })),
    ).toBeUndefined();
    expect(
      toObjectLinkEntry(entryOf('haunLinkkipainike', 'h', { ids: [1], url: '/x' })),
    ).toBeUndefined();
    expect(
      toObjectLinkEntry(entryOf('haunLinkkipainike', 'h', { ids: [1], text: 'T', url: 'ftp://x' })),
    ).toBeUndefined();
  });
});

describe('toObjectAdditionalInfo', () => {
  it('needs the object id and a body', () => {
    expect(
      toObjectAdditionalInfo(
        entryOf('objectAdditionalInfo', 'x', { objectId: 7, title: 'Lisää', content: bodyOf('t') }),
      ),
    ).toMatchObject({ id: 'x', objectId: 7, title: 'Lisää' });
    expect(
      toObjectAdditionalInfo(entryOf('objectAdditionalInfo', 'x', { objectId: 7 })),
    ).toBeUndefined();
    expect(
      toObjectAdditionalInfo(
        entryOf('objectAdditionalInfo', 'x', { objectId: 'seven', content: bodyOf('t') }),
      ),
    ).toBeUndefined();
  });
});

describe('toPersonIntroduction', () => {
  it('maps the person id and the introduction', () => {
    expect(
      toPersonIntroduction(
        entryOf('personIntroduction', 'p', { personId: 'name:a b', introduction: bodyOf('Hei') }),
      ),
    ).toEqual({ id: 'p', personId: 'name:a b', introduction: bodyOf('Hei') });
  });

  it('is nothing without a text in this language, a person id, or as another type', () => {
    expect(
      toPersonIntroduction(entryOf('personIntroduction', 'p', { personId: '50058' })),
    ).toBeUndefined();
    expect(
      toPersonIntroduction(entryOf('personIntroduction', 'p', { introduction: bodyOf('Hei') })),
    ).toBeUndefined();
    expect(
      toPersonIntroduction(
        entryOf('personIntroduction', 'p', { personId: '50058', introduction: 'plain text' }),
      ),
    ).toBeUndefined();
    expect(
      toPersonIntroduction(
        entryOf('objectAdditionalInfo', 'p', { personId: '50058', introduction: bodyOf('Hei') }),
      ),
    ).toBeUndefined();
  });
});

describe('toObjectAdvisory', () => {
  it('maps the object id, the note and the blur (off unless set)', () => {
    expect(
      toObjectAdvisory(
        entryOf('objectAdvisory', 'a', {
          objectId: 1042,
          advisory: bodyOf('Huom'),
          blurImage: true,
        }),
      ),
    ).toEqual({ id: 'a', objectId: 1042, advisory: bodyOf('Huom'), blurImage: true });
    expect(
      toObjectAdvisory(
        entryOf('objectAdvisory', 'a', { objectId: 1042, advisory: bodyOf('Huom') }),
      ),
    ).toEqual({ id: 'a', objectId: 1042, advisory: bodyOf('Huom'), blurImage: false });
  });

  it('keeps the blur without a note in this language, inventing no text', () => {
    const advisory = toObjectAdvisory(
      entryOf('objectAdvisory', 'a', { objectId: 1042, blurImage: true }),
    );
    expect(advisory).toEqual({ id: 'a', objectId: 1042, blurImage: true });
    expect(advisory).not.toHaveProperty('advisory');
  });

  it('is nothing without an object id, with neither note nor blur, or as another type', () => {
    expect(
      toObjectAdvisory(
        entryOf('objectAdvisory', 'a', { advisory: bodyOf('Huom'), blurImage: true }),
      ),
    ).toBeUndefined();
    expect(
      toObjectAdvisory(entryOf('objectAdvisory', 'a', { objectId: 1042, blurImage: false })),
    ).toBeUndefined();
    expect(
      toObjectAdvisory(entryOf('objectAdvisory', 'a', { objectId: 1042, advisory: 'plain text' })),
    ).toBeUndefined();
    expect(
      toObjectAdvisory(
        entryOf('objectAdditionalInfo', 'a', { objectId: 1042, advisory: bodyOf('Huom') }),
      ),
    ).toBeUndefined();
  });
});
