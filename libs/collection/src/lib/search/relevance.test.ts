// A fast subset of the relevance benchmark (tools/bench/relevance-judgments.json, run on
// the CMOA data by `npm run bench:relevance`), on fixed records that hold the same traps:
// an artist's own works against works after them and titles naming them, names typed
// without diacritics or as initials, typos, phrases, compounds, inventory numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import type { Language } from '@kokoelma/domain';
import { upsertRecords } from '../importer/batch-writes';
import { refreshDerivedData } from '../importer/derived-data';
import { makeImage, makeRecord } from '../testing/record-factory';
import type { RecordPerson } from '../model/record';
import { predict } from './predictions';
import { searchCollection } from './search-service';
import {
  correctable,
  correctWords,
  editDistance,
  MAX_CORRECTED_LETTERS,
  wordsWithin,
} from './vocabulary';

const person = (
  id: number,
  firstName: string,
  familyName: string,
  role = 'artist',
): RecordPerson => ({
  id,
  firstName,
  familyName,
  birthYear: null,
  deathYear: null,
  attribution: null,
  role: { id: 1, fi: role === 'artist' ? 'taiteilija' : role, sv: '', en: role },
});

const turner = person(1, 'Joseph Mallord William', 'Turner');
const whistler = person(2, 'James McNeill', 'Whistler');
const durer = person(3, 'Albrecht', 'Dürer');
const lupton = person(4, 'Thomas', 'Lupton');
const harris = person(5, 'Charles', 'Harris', 'photographer');
const edelfelt = person(6, 'Albert', 'Edelfelt');
const blake = person(7, 'William', 'Blake');
const larsson = person(10, 'Carl', 'Larsson');
const peterBlake = person(12, 'Peter', 'Blake');
const larson = person(11, 'Anna', 'Larson');

const byNumber = (a: number, b: number) => a - b;
const en = (title: string) => ({ en: title });
const fi = (title: string) => ({ fi: title });
const sv = (title: string) => ({ sv: title });

const records = [
  // Titles that name Turner and Whistler, by others, with images (higher quality).
  makeRecord(1, { title: en('Portrait of Mr Turner'), people: [harris], images: [makeImage(1)] }),
  makeRecord(2, { title: en('Turner Street at night'), people: [harris], images: [makeImage(2)] }),
  makeRecord(3, {
    title: en('Copy of Whistler’s Mother'),
    people: [harris],
    images: [makeImage(3)],
  }),
  // A print after Turner, by Lupton.
  makeRecord(4, {
    title: en('Portsmouth'),
    people: [lupton, { ...turner, role: { id: 2, fi: 'jälkeen', sv: 'efter', en: 'after' } }],
  }),
  // Turner's and Whistler's own works, without images.
  makeRecord(5, { title: en('The Sun Rising in the Mist'), people: [turner] }),
  makeRecord(6, { title: en('Bridge and Goats, Liber Studiorum'), people: [turner] }),
  makeRecord(7, { title: en('Nocturne: Blue and Gold'), people: [whistler] }),
  makeRecord(8, { title: en('Old Battersea Bridge'), people: [whistler] }),
  makeRecord(9, { title: en('Melencolia I'), people: [durer], inventoryNumber: '57.19.1' }),
  // Phrases against scattered words.
  makeRecord(10, { title: en('Life of a still pond'), images: [makeImage(10)] }),
  makeRecord(11, { title: en('Still Life with Apples') }),
  makeRecord(12, {
    title: en('Nocturne in the harbour'),
    people: [harris],
    images: [makeImage(12)],
  }),
  // Compounds (fi, sv): the whole word ranks above its compounds.
  makeRecord(13, { title: fi('Talvimaisema'), people: [edelfelt] }),
  makeRecord(14, { title: fi('Maisema Tuusulasta'), people: [edelfelt] }),
  makeRecord(15, { title: fi('Omakuva'), people: [edelfelt] }),
  makeRecord(16, { title: fi('Muotokuva'), people: [edelfelt] }),
  makeRecord(17, { title: sv('Självporträtt'), people: [edelfelt] }),
  // Terms in three languages: found from every page.
  makeRecord(19, {
    title: fi('Kettu'),
    keywords: [{ fi: 'eläimet', sv: 'djur', en: 'animals' }],
  }),
  // An inventory number that is also a year-like word elsewhere.
  makeRecord(18, { title: en('The year 57'), inventoryNumber: '57.19.10' }),
  // Titles whose words include the page language's stop words ("of", "ja", "och").
  makeRecord(20, { title: en('Songs of Innocence and of Experience'), people: [blake] }),
  makeRecord(21, { title: fi('Isä ja poika'), people: [edelfelt] }),
  makeRecord(22, { title: sv('Flicka och pojke'), people: [edelfelt] }),
  // A title typed whole, against titles with images that hold only its content words.
  makeRecord(30, { title: en('The Snail') }),
  makeRecord(31, { title: en('Giant Snail'), images: [makeImage(31)] }),
  makeRecord(32, { title: en('Snail Shells on the Beach'), images: [makeImage(32)] }),
  makeRecord(33, { title: en('Head of a Man') }),
  makeRecord(34, { title: en("Head of the Artist's Father, a Man"), images: [makeImage(34)] }),
  makeRecord(35, { title: en('Study: Head of a Man') }),
  // Predictions as phrases: a title beginning with the words, one holding them as a
  // phrase, and a title on more objects that holds them apart.
  makeRecord(60, { title: sv('Bild av en man') }),
  makeRecord(61, { title: sv('Bild av en kvinna') }),
  // On more objects, but holding the words only inside: after the titles that begin so.
  ...[66, 67, 68].map((id) => makeRecord(id, { title: sv('Min bild av staden') })),
  makeRecord(62, { title: en('The Lady of Shalott') }),
  ...[63, 64, 65].map((id) =>
    makeRecord(id, { title: en('Our Lady with Saints of the Sheepfold') }),
  ),
  // Namesakes: William Blake has three works (20, 71, 72), Peter Blake one, with an image.
  makeRecord(70, { title: en('Sgt Pepper'), people: [peterBlake], images: [makeImage(70)] }),
  makeRecord(71, { title: en('The Tyger'), people: [blake] }),
  makeRecord(72, { title: en('The Ancient of Days'), people: [blake] }),
  // Two known names that do not go together as typed ("carl larson").
  ...[50, 51, 52].map((id) => makeRecord(id, { title: en(`Interior ${id}`), people: [larsson] })),
  ...[53, 54, 55].map((id) => makeRecord(id, { title: en(`Harbour ${id}`), people: [larson] })),
];

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'relevance on $name',
  (target) => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
      await migrate(database.db);
      await upsertRecords(database.db, records, 1);
      await refreshDerivedData(database.db);
    });
    afterAll(() => database.close());

    const ids = async (q: string, lang: Language = 'en', exact = false) =>
      (await searchCollection(database.db, { searchTerms: [q], ...(exact ? { exact } : {}) }, lang))
        .objectIds;

    it("ranks a person's own works first, then works after them, then titles naming them", async () => {
      const found = await ids('turner');
      expect(found.slice(0, 2).sort(byNumber)).toEqual([5, 6]);
      expect(found[2]).toBe(4);
      expect(found.slice(3).sort(byNumber)).toEqual([1, 2]);
    });

    it('finds a person by whole name, initials and without diacritics, on every page', async () => {
      for (const lang of ['fi', 'sv', 'en'] as const) {
        expect((await ids('J. M. W. Turner', lang)).slice(0, 2).sort(byNumber)).toEqual([5, 6]);
        expect((await ids('james mcneill whistler', lang)).slice(0, 2).sort(byNumber)).toEqual([
          7, 8,
        ]);
        expect(await ids('durer', lang)).toEqual([9]);
        expect(await ids('albrecht dürer', lang)).toEqual([9]);
      }
    });

    it('ranks the works of the namesake most visitors mean first: the one with the most works', async () => {
      for (const lang of ['fi', 'en'] as const) {
        const found = await ids('blake', lang);
        expect(found.slice(0, 3).sort(byNumber)).toEqual([20, 71, 72]);
        expect(found[3]).toBe(70);
      }
      // A name that only the other holds is that person's: their works come first.
      expect((await ids('peter blake'))[0]).toBe(70);
    });

    it('ranks an artist with a subject above the subject alone', async () => {
      expect((await ids('whistler nocturne'))[0]).toBe(7);
      expect((await ids('nocturne')).slice(0, 2).sort(byNumber)).toEqual([7, 12]);
    });

    it('ranks a phrase above scattered words', async () => {
      expect(await ids('still life')).toEqual([11, 10]);
      expect((await ids('battersea bridge'))[0]).toBe(8);
    });

    it("matches terms across the record's languages", async () => {
      expect(await ids('animals', 'fi')).toEqual([19]);
      expect(await ids('djur', 'en')).toEqual([19]);
      expect(await ids('eläimet', 'sv')).toEqual([19]);
    });

    it('finds a title typed with its stop words, in its own language', async () => {
      expect(await ids('songs of innocence', 'en')).toEqual([20]);
      expect(await ids('innocence and of experience', 'en')).toEqual([20]);
      expect(await ids('isä ja poika', 'fi')).toEqual([21]);
      expect(await ids('flicka och pojke', 'sv')).toEqual([22]);
      // On another page the title is unstemmed text, stop words included.
      expect(await ids('songs of innocence', 'fi')).toEqual([20]);
      // The words must still all be there: a stop word does not widen a search to one word.
      expect(await ids('songs of experience of blake', 'en')).toEqual([20]);
      expect(await ids('songs of turner', 'en')).toEqual([]);
    });

    it('ranks a title typed whole first, then titles that begin with it, then the phrase, then the words', async () => {
      expect(await ids('the snail', 'en')).toEqual([30, 31, 32]);
      for (const lang of ['fi', 'sv', 'en'] as const) {
        // ("the" is no stop word on the Finnish and Swedish pages: "Giant Snail" lacks it.)
        expect((await ids('the snail', lang))[0]).toBe(30);
        expect(await ids('head of a man', lang)).toEqual([33, 35, 34]);
        // The last word may be a prefix: the visitor is typing it.
        expect((await ids('head of a ma', lang))[0]).toBe(33);
      }
      expect(await ids('snail shells')).toEqual([32]);
      expect(await ids('snail')).toEqual([32, 31, 30]);
    });

    it('finds an exact inventory number first', async () => {
      expect((await ids('57.19.10'))[0]).toBe(18);
      expect((await ids('57.19.1'))[0]).toBe(9);
    });

    it('corrects a typo that matches nothing, and says so; exact searches the words as typed', async () => {
      const result = await searchCollection(database.db, { searchTerms: ['whistlr'] }, 'fi');
      expect(result.correctedQuery).toBe('whistler');
      expect(result.objectIds.slice(0, 2).sort(byNumber)).toEqual([7, 8]);
      const swapped = await searchCollection(database.db, { searchTerms: ['truner'] }, 'en');
      expect(swapped.correctedQuery).toBe('turner');
      expect(await ids('whistlr', 'fi', true)).toEqual([]);
      // A word being typed (a prefix of the collection's words) is not a typo.
      const typing = await searchCollection(database.db, { searchTerms: ['whis'] }, 'en');
      expect(typing.correctedQuery).toBeNull();
      expect(typing.totalCount).toBe(3);
    });

    it('reads initials written together as initials when someone has them', async () => {
      const result = await searchCollection(database.db, { searchTerms: ['JMW Turner'] }, 'en');
      expect(result.correctedQuery).toBe('j m w turner');
      expect(result.objectIds.slice(0, 2).sort(byNumber)).toEqual([5, 6]);
      const predictions = await predict(database.db, 'jmw turner', 'fi');
      expect(predictions.map((p) => p.text)).toContain('Joseph Mallord William Turner');
      // Letters that are no one's initials beside the other words stay as typed.
      expect(await correctWords(database.db, ['jmw', 'harris'])).toBeNull();
      expect(await correctWords(database.db, ['xq', 'turner'])).toBeNull();
    });

    it('finds compounds by their last part in Finnish and Swedish, below the whole word', async () => {
      expect(await ids('maisema', 'fi')).toEqual([14, 13]);
      expect((await ids('kuva', 'fi')).sort(byNumber)).toEqual([15, 16]);
      expect(await ids('porträtt', 'sv')).toEqual([17]);
      // English does not compound: "bridge" is not "footbridge".
      expect(await ids('maisema', 'en')).toEqual([14]);
    });

    it('corrects a word of a longer search that the collection knows, but not with the others', async () => {
      for (const lang of ['fi', 'en'] as const) {
        const result = await searchCollection(database.db, { searchTerms: ['carl larson'] }, lang);
        expect(result.correctedQuery).toBe('carl larsson');
        expect(result.objectIds.sort(byNumber)).toEqual([50, 51, 52]);
      }
      // Words that do go together are searched as typed.
      const found = await searchCollection(database.db, { searchTerms: ['anna larson'] }, 'en');
      expect(found.correctedQuery).toBeNull();
      expect(found.objectIds.sort(byNumber)).toEqual([53, 54, 55]);
      expect(await ids('carl larson', 'en', true)).toEqual([]);
      const predictions = await predict(database.db, 'carl larson', 'sv');
      expect(predictions.map((p) => p.text)).toContain('Carl Larsson');
    });

    it('predicts titles as phrases: the beginning first, then people and keywords, then the phrase inside a title', async () => {
      const texts = async (typed: string, lang: Language) =>
        (await predict(database.db, typed, lang)).map((p) => p.text);
      expect(await texts('bild av', 'sv')).toEqual([
        'Bild av en kvinna',
        'Bild av en man',
        'Min bild av staden',
      ]);
      expect(await texts('bild av en m', 'sv')).toEqual(['Bild av en man']);
      expect(await texts('lady of sh', 'en')).toEqual([
        'The Lady of Shalott',
        'Our Lady with Saints of the Sheepfold',
      ]);
      // A title that begins with the words comes before the person they also name.
      const turner = await predict(database.db, 'turner', 'en');
      expect(turner.map((p) => p.kind).slice(0, 2)).toEqual(['title', 'person']);
      expect(turner[1]?.text).toBe('Joseph Mallord William Turner');
    });

    it('predicts through a typo', async () => {
      const predictions = await predict(database.db, 'whistlr', 'en');
      expect(predictions.map((p) => p.text)).toContain('James McNeill Whistler');
    });

    it('corrects with the vocabulary as the last import rebuilt it, up to two edits in a long word', async () => {
      // The vocabulary is read once and kept; a rebuild is seen at once.
      expect(await correctWords(database.db, ['kandinksy'])).toBeNull();
      await upsertRecords(
        database.db,
        [
          makeRecord(40, {
            title: en('Composition VIII'),
            people: [person(9, 'Wassily', 'Kandinsky')],
          }),
        ],
        2,
      );
      await refreshDerivedData(database.db);
      expect(await correctWords(database.db, ['kandinksy'])).toEqual(['kandinsky']);
      // Two neighbours swapped twice: two edits, allowed from eight letters.
      expect(await correctWords(database.db, ['kadninksy', 'composition'])).toEqual([
        'kandinsky',
        'composition',
      ]);
      // Three are too many.
      expect(await correctWords(database.db, ['kadnniksy'])).toBeNull();
      const result = await searchCollection(database.db, { searchTerms: ['kadninksy'] }, 'sv');
      expect(result.correctedQuery).toBe('kandinsky');
      expect(result.objectIds).toEqual([40]);
      // At most three words of a search are tried: a typo after three others stays.
      expect(await correctWords(database.db, ['qwxz', 'kandinksy'])).toEqual(['qwxz', 'kandinsky']);
      expect(await correctWords(database.db, ['qwxz', 'zxqw', 'wqzx', 'kandinksy'])).toBeNull();
      // Known words and words too long to be typos cost no try.
      expect(
        await correctWords(database.db, ['composition', 'x'.repeat(30), 'kandinsky', 'kandinksy']),
      ).toEqual(['composition', 'x'.repeat(30), 'kandinsky', 'kandinsky']);
    });
  },
);

describe('edit distance', () => {
  it('counts a swap of neighbours as one', () => {
    expect(editDistance('hokusia', 'hokusai')).toBe(1);
    expect(editDistance('picaso', 'picasso')).toBe(1);
    expect(editDistance('casatt', 'cassatt')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('bounds the measure to a band: beyond max it answers max + 1, and agrees within it', () => {
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('hokusia', 'hokusai', 1)).toBe(1);
    expect(editDistance('abcdefgh', 'hgfedcba', 2)).toBe(3);
    expect(editDistance('', 'ab', 2)).toBe(2);
    expect(editDistance('same', 'same', 0)).toBe(0);
  });

  it('finds the words within the edits by length and letters, which trigrams miss in short words', () => {
    const byLength = new Map<number, string[]>([
      [4, ['sawn', 'swan']],
      [5, ['swank', 'sawnk', 'spank', 'xyzzy']],
      [6, ['sawnka', 'swanky']],
    ]);
    const near = wordsWithin(byLength, 'sawnk', 1);
    expect(near).toContain('swank');
    expect(near).toContain('sawn');
    expect(near).toContain('sawnka');
    expect(near).not.toContain('sawnk');
    expect(near).not.toContain('spank');
    expect(near).not.toContain('swanky');
    expect(wordsWithin(byLength, 'sawnk', 2)).toContain('swanky');
  });
});

describe('spelling correction is bounded by construction', () => {
  it("corrects only words people type: 4 to 24 letters of the site's alphabets", () => {
    expect(correctable('kandinksy')).toBe(true);
    expect(correctable('dürer')).toBe(true);
    expect(correctable('čapekk')).toBe(true);
    expect(correctable('abc')).toBe(false);
    expect(correctable('a'.repeat(MAX_CORRECTED_LETTERS))).toBe(true);
    expect(correctable('a'.repeat(MAX_CORRECTED_LETTERS + 1))).toBe(false);
    // Letters of other alphabets (the attack's 200 distinct letters) are not corrected.
    expect(correctable('ёжикк')).toBe(false);
    expect(correctable('āăąćĉċčďđēĕėęěĝğġģĥħĩīĭįıĵķĸĺļľŀłńņňŉŋōŏőœŕŗřśŝşšţťŧũūŭůűųŵŷźżžſƀ')).toBe(
      false,
    );
  });
});
