import type { DemoText } from './demo-raw-record';
import * as words from './demo-title-words';
import type { SeededRandom } from './seeded-random';

/** What a title is for: each kind of object has its own kind of name. */
export type TitleKind =
  | 'artwork'
  | 'sketchbook'
  | 'letter'
  | 'photo'
  | 'av'
  | 'object'
  | 'document'
  | 'series'
  | 'archive'
  | 'archive-material';

const EMPTY: DemoText = { fi: '', sv: '', en: '' };

/** Applies `join` to each language, e.g. to put a subject and a place together. */
function combine(a: DemoText, b: DemoText, join: (x: string, y: string) => string): DemoText {
  return { fi: join(a.fi, b.fi), sv: join(a.sv, b.sv), en: join(a.en, b.en) };
}

function numberedTitle(random: SeededRandom): DemoText {
  const n = random.int(1, 40);
  const base = random.pick(words.NUMBERED);
  return { fi: `${base.fi} n:o ${n}`, sv: `${base.sv} nr ${n}`, en: `${base.en} No. ${n}` };
}

function figureTitle(random: SeededRandom): DemoText {
  const figure = random.pick(words.FIGURES);
  const with_ = random.pick(words.COMPANIONS);
  return {
    fi: `${figure.fi} ja ${with_.fi}`,
    sv: `${figure.sv} med ${with_.sv}`,
    en: `${figure.en} with ${with_.en}`,
  };
}

/** An artwork's title: a few hundred distinct combinations of the word lists. */
function artworkTitle(random: SeededRandom): DemoText {
  const kind = random.weighted([
    ['place', 25],
    ['mood', 8],
    ['mood-place', 12],
    ['numbered', 15],
    ['figure', 15],
    ['single', 25],
  ] as const);
  switch (kind) {
    case 'place':
      return combine(
        random.pick(words.PLACE_SUBJECTS),
        random.pick(words.PLACES).from,
        (s, p) => `${s} ${p}`,
      );
    case 'mood':
      return random.pick(words.MOODS);
    case 'mood-place':
      return combine(
        random.pick(words.MOODS),
        random.pick(words.PLACES).name,
        (m, p) => `${m}, ${p}`,
      );
    case 'numbered':
      return numberedTitle(random);
    case 'figure':
      return figureTitle(random);
    case 'single':
      return random.pick(words.SINGLES);
  }
}

function sketchbookTitle(random: SeededRandom, year: number | undefined): DemoText {
  if (year !== undefined && random.chance(0.5)) {
    return { fi: `Luonnoskirja ${year}`, sv: `Skissbok ${year}`, en: `Sketchbook ${year}` };
  }
  const place = random.pick(words.PLACES).name;
  return {
    fi: `Luonnoskirja, ${place.fi}`,
    sv: `Skissbok, ${place.sv}`,
    en: `Sketchbook, ${place.en}`,
  };
}

/** Context a title may mention: the object's year and, for archives, the person. */
export interface TitleContext {
  readonly year?: number;
  readonly personName?: string;
}

/** A complete title (every language present) for an object of `kind`. */
export function fullTitle(random: SeededRandom, kind: TitleKind, context: TitleContext): DemoText {
  switch (kind) {
    case 'artwork':
      return artworkTitle(random);
    case 'sketchbook':
      return sketchbookTitle(random, context.year);
    case 'letter':
      return random.chance(0.4)
        ? combine(
            { fi: 'Kirje', sv: 'Brev', en: 'Letter' },
            random.pick(words.PLACES).from,
            (l, p) => `${l} ${p}`,
          )
        : random.pick(words.LETTER_TITLES);
    case 'photo':
      return random.pick(words.PHOTO_TITLES);
    case 'av':
      return random.chance(0.5) ? random.pick(words.AV_TITLES) : numberedTitle(random);
    case 'object':
      return random.pick(words.OBJECT_TITLES);
    case 'document':
      return random.pick(words.DOCUMENT_TITLES);
    case 'series':
      return random.pick(words.SERIES_TITLES);
    case 'archive': {
      const name = (unknown: string) => context.personName ?? unknown;
      return {
        fi: `Arkisto: ${name('tuntematon')}`,
        sv: `Arkiv: ${name('okänd')}`,
        en: `Archive: ${name('unknown')}`,
      };
    }
    case 'archive-material':
      return random.pick([
        { fi: 'Kirjeenvaihtoa', sv: 'Korrespondens', en: 'Correspondence' },
        {
          fi: 'Valokuvia ja leikkeitä',
          sv: 'Fotografier och urklipp',
          en: 'Photographs and clippings',
        },
      ]);
  }
}

/**
 * Blanks languages as the museum's data does: ≈30 % without English, ≈20 % without
 * Swedish, 1 % without Finnish (international loans of contemporary art).
 */
export function withMissingLanguages(random: SeededRandom, text: DemoText): DemoText {
  return {
    fi: random.chance(0.01) ? '' : text.fi,
    sv: random.chance(0.2) ? '' : text.sv,
    en: random.chance(0.3) ? '' : text.en,
  };
}

/** The title fields of a record: ≈2 % without any title, ≈2 % with a preferredTitle. */
export function demoTitles(
  random: SeededRandom,
  kind: TitleKind,
  context: TitleContext,
): { title: DemoText; preferredTitle?: DemoText } {
  if (random.chance(0.02)) return { title: EMPTY };
  const title = withMissingLanguages(random, fullTitle(random, kind, context));
  if (!random.chance(0.02)) return { title };
  return { title, preferredTitle: withMissingLanguages(random, fullTitle(random, kind, context)) };
}
