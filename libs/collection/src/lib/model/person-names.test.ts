import { describe, expect, it } from 'vitest';
import type { RecordPerson } from './record';
import {
  fullerNameMayBeOne,
  initialsKey,
  namesMayBeOne,
  personNameKey,
  personNameWords,
  spellingKey,
  splitQualifier,
  withQualifierAsAttribution,
} from './person-names';

const circle = { fi: 'piiri', sv: 'krets', en: 'circle of' };
const copy = { fi: 'kopio jälkeen', sv: 'kopia efter', en: 'copy after' };
const attributed = { fi: 'attribuoitu', sv: 'tillskriven', en: 'attributed to' };
const after = { fi: 'jälkeen', sv: 'efter', en: 'after' };

describe('splitQualifier', () => {
  it.each([
    // [firstName, familyName] → [firstName, familyName, qualifier]
    [
      [null, 'Rembrandt (Circle of)'],
      [null, 'Rembrandt', circle],
    ],
    [
      ['Harmensz', 'Rembrandt (circle of)'],
      ['Harmensz', 'Rembrandt', circle],
    ],
    [
      ['Anthony', 'van Dyck (Copy after)'],
      ['Anthony', 'van Dyck', copy],
    ],
    [
      ['Copy after Anthony', 'van Dyck'],
      ['Anthony', 'van Dyck', copy],
    ],
    [
      [null, 'Attributed to Hugo Simberg'],
      [null, 'Hugo Simberg', attributed],
    ],
    [
      [null, 'After Raphael'],
      [null, 'Raphael', after],
    ],
    [
      ['Albert', 'Edelfelt (piiri)'],
      ['Albert', 'Edelfelt', circle],
    ],
    [
      ['Albert', 'Edelfelt (kopio)'],
      ['Albert', 'Edelfelt', copy],
    ],
    [
      ['David', 'Klöcker Ehrenstrahl (krets)'],
      ['David', 'Klöcker Ehrenstrahl', circle],
    ],
    [
      [null, 'kopia efter David Klöcker Ehrenstrahl'],
      [null, 'David Klöcker Ehrenstrahl', copy],
    ],
    [
      [null, 'tillskriven Ehrenstrahl'],
      [null, 'Ehrenstrahl', attributed],
    ],
    [
      ['Akseli', 'Gallen-Kallela (tyyliin)'],
      ['Akseli', 'Gallen-Kallela', { fi: 'tyyliin', sv: 'i stil med', en: 'manner of' }],
    ],
    [
      ['Akseli', 'Gallen-Kallela (jäljitelmä)'],
      ['Akseli', 'Gallen-Kallela', { fi: 'jäljitelmä', sv: 'imitation', en: 'imitation of' }],
    ],
    [
      ['Circle of', 'Rembrandt'],
      [null, 'Rembrandt', circle],
    ],
    [
      [null, 'Rembrandt, follower of'],
      [null, 'Rembrandt', { fi: 'seuraaja', sv: 'efterföljare', en: 'follower of' }],
    ],
    [
      [null, 'School of Fontainebleau'],
      [null, 'Fontainebleau', { fi: 'koulukunta', sv: 'skola', en: 'school of' }],
    ],
    [
      [null, 'Workshop of Rubens'],
      [null, 'Rubens', { fi: 'työpaja', sv: 'verkstad', en: 'workshop of' }],
    ],
  ] as const)('%j → %j', ([firstName, familyName], [first, family, qualifier]) => {
    expect(splitQualifier(firstName, familyName)).toEqual({
      firstName: first,
      familyName: family,
      qualifier,
    });
  });

  it.each([
    [null, 'Studio Alchimia'], // a one-word qualifier starts a name only in brackets
    [null, 'School'], // nothing would be left
    ['Utagawa', 'Kunisada (Toyokuni III)'], // a bracket that is not a qualifier
    ['Akseli', 'Gallen-Kallela'],
    [null, 'Copyright Office'],
  ])('keeps %s %s', (firstName, familyName) => {
    expect(splitQualifier(firstName, familyName)).toEqual({
      firstName,
      familyName,
      qualifier: undefined,
    });
  });
});

describe('withQualifierAsAttribution', () => {
  const person = (overrides: Partial<RecordPerson>): RecordPerson => ({
    id: null,
    firstName: null,
    familyName: 'Rembrandt (Circle of)',
    birthYear: null,
    deathYear: null,
    attribution: null,
    role: { id: null, fi: 'taiteilija', sv: 'konstnär', en: 'artist' },
    ...overrides,
  });

  it('moves the qualifier into the attribution, keeping the role', () => {
    const result = withQualifierAsAttribution(person({}));
    expect(result.familyName).toBe('Rembrandt');
    expect(result.attribution).toEqual(circle);
    expect(result.role?.fi).toBe('taiteilija');
  });

  it("keeps the record's own attribution", () => {
    const own = { fi: 'oma' };
    expect(withQualifierAsAttribution(person({ attribution: own })).attribution).toBe(own);
  });

  it('adds nothing when the role already says it', () => {
    const role = { id: null, fi: 'kopio jälkeen', sv: 'Kopia efter', en: 'copy after' };
    const result = withQualifierAsAttribution(person({ familyName: 'Millich (Copy after)', role }));
    expect(result).toMatchObject({ familyName: 'Millich', attribution: null, role });
  });

  it('returns a person without a qualifier as it is', () => {
    const plain = person({ familyName: 'Rembrandt' });
    expect(withQualifierAsAttribution(plain)).toBe(plain);
  });
});

describe('personNameKey', () => {
  it('is the same for case, diacritics, word order, punctuation and spacing', () => {
    const key = personNameKey('Akseli', 'Gallen-Kallela');
    expect(personNameKey(null, 'Gallen-Kallela, Akseli')).toBe(key);
    expect(personNameKey('AKSELI', 'gallen kallela')).toBe(key);
    expect(personNameKey(' Akseli ', 'Gallen–Kallela.')).toBe(key);
    expect(personNameKey('Åsa', 'Söderström')).toBe(personNameKey('Asa', 'Soderstrom'));
    expect(personNameKey('Søren', 'Kierkegaard')).toBe(personNameKey('Soren', 'Kierkegaard'));
  });

  it('tells different names apart', () => {
    expect(personNameKey('Albert', 'Edelfelt')).not.toBe(personNameKey('Alfred', 'Edelfelt'));
    expect(personNameKey(null, '...')).toBe('');
  });
});

describe('spellingKey', () => {
  it('is the same for case, word order, punctuation and spacing', () => {
    const key = spellingKey('Akseli Gallen-Kallela');
    expect(spellingKey('Gallen-Kallela, Akseli')).toBe(key);
    expect(spellingKey(' AKSELI  Gallen–Kallela.')).toBe(key);
    // One accent written as a letter and a mark, or as one letter, is one spelling.
    expect(spellingKey('Akseli Galle\u0301n-Kallela')).toBe(spellingKey('Akseli Gallén-Kallela'));
  });

  it('keeps diacritics and initials: those are other spellings', () => {
    const key = spellingKey('Akseli Gallen-Kallela');
    expect(spellingKey('Akseli Gallén-Kallela')).not.toBe(key);
    expect(spellingKey('A. Gallen-Kallela')).not.toBe(key);
    expect(spellingKey('Søren Kierkegaard')).not.toBe(spellingKey('Soren Kierkegaard'));
    expect(spellingKey(' – ')).toBe('');
  });
});

describe('names written with initials', () => {
  const key = (first: string | null, family: string) => personNameKey(first, family);
  it.each([
    [key('J. M. W.', 'Turner'), key('Joseph Mallord William', 'Turner')],
    [key('A.', 'Gallen-Kallela'), key('Akseli', 'Gallen-Kallela')],
    [key('Joseph M. W.', 'Turner'), key('J. Mallord William', 'Turner')],
    [key(null, 'Turner, J.M.W.'), key('Joseph Mallord William', 'Turner')],
  ])('%s and %s may be one person', (a, b) => {
    expect(initialsKey(a)).toBe(initialsKey(b));
    expect(namesMayBeOne(a, b)).toBe(true);
    expect(namesMayBeOne(b, a)).toBe(true);
  });

  it.each([
    [key('John', 'Turner'), key('James', 'Turner')],
    [key('J.', 'Turner'), key('Joseph Mallord', 'Turner')],
    [key('J. M. W.', 'Turner'), key('J. M. W.', 'Turner')],
    [key('J.', 'T.'), key('John', 'Turner')],
    [key('Akseli', 'Gallen-Kallela'), key('Akseli', 'Gallen')],
  ])('%s and %s are not taken for one person', (a, b) => {
    expect(namesMayBeOne(a, b)).toBe(false);
  });
});

describe('names more or less full (for people of the same life years)', () => {
  const words = (name: string) => personNameWords(null, name);
  it.each([
    ['Rembrandt van Rijn', 'Rembrandt Harmensz. van Rijn'],
    ['Robert A. Jacobs', 'Robert Jacobs'],
    ['JMW Turner', 'Joseph Mallord William Turner'],
    ['J. Turner', 'Joseph Mallord William Turner'],
    ['J. Turner', 'J. M. W. Turner'],
    // The last name word matched where the longer name ends, not at its first occurrence.
    ['Anna Maria', 'Anna Maria Lisa Maria'],
  ])('%s and %s may be one person', (a, b) => {
    expect(fullerNameMayBeOne(words(a), words(b))).toBe(true);
    expect(fullerNameMayBeOne(words(b), words(a))).toBe(true);
  });

  it.each([
    ['Claude Monet', 'Oscar-Claude Monet'],
    ['Henry H. Richardson', 'Office of Henry Hobson Richardson'],
    ['B. L. Dabbs', 'B. L. H. Dabbs and Others'],
    ['John Smith', 'John Smith'],
    ['Jmwx Turner', 'Joseph Mallord William Turner'],
  ])('%s and %s are not taken for one person', (a, b) => {
    expect(fullerNameMayBeOne(words(a), words(b))).toBe(false);
  });
});
