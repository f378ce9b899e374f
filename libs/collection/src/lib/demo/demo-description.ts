import type { DemoText } from './demo-raw-record';
import type { SeededRandom } from './seeded-random';

/** Facts a description may mention; each sentence needs its fact. */
export interface DescriptionFacts {
  readonly keyword?: DemoText;
  readonly material?: DemoText;
  readonly year?: number;
  readonly acquisitionYear?: number;
}

type Sentence = (facts: DescriptionFacts) => DemoText | undefined;

const SENTENCES: readonly Sentence[] = [
  ({ keyword: k }) =>
    k && {
      fi: `Teoksen aiheena on ${k.fi}.`,
      sv: `Verkets motiv är ${k.sv}.`,
      en: `The subject of the work is ${k.en}.`,
    },
  ({ year: y }) =>
    y === undefined
      ? undefined
      : {
          fi: `Teos valmistui vuonna ${y}.`,
          sv: `Verket blev färdigt år ${y}.`,
          en: `The work was completed in ${y}.`,
        },
  ({ material: m }) =>
    m && { fi: `Tekniikka: ${m.fi}.`, sv: `Teknik: ${m.sv}.`, en: `Technique: ${m.en}.` },
  ({ acquisitionYear: a }) =>
    a === undefined
      ? undefined
      : {
          fi: `Teos hankittiin kokoelmaan vuonna ${a}.`,
          sv: `Verket förvärvades till samlingen år ${a}.`,
          en: `The work was acquired for the collection in ${a}.`,
        },
  () => ({
    fi: 'Taiteilija teki useita versioita samasta aiheesta.',
    sv: 'Konstnären gjorde flera versioner av samma motiv.',
    en: 'The artist made several versions of the same subject.',
  }),
  () => ({
    fi: 'Teos on ollut esillä useissa näyttelyissä Suomessa ja ulkomailla.',
    sv: 'Verket har visats på flera utställningar i Finland och utomlands.',
    en: 'The work has been shown in several exhibitions in Finland and abroad.',
  }),
  () => ({
    fi: 'Teos on konservoitu.',
    sv: 'Verket har konserverats.',
    en: 'The work has been conserved.',
  }),
];

/**
 * A description for ≈40 % of objects: two or three sentences about known facts, in every
 * language but with English (≈25 %) or Swedish (≈15 %) sometimes missing.
 */
export function demoDescription(
  random: SeededRandom,
  facts: DescriptionFacts,
): DemoText | undefined {
  if (!random.chance(0.4)) return undefined;
  const sentences = random
    .sample(SENTENCES, random.int(2, 3))
    .map((sentence) => sentence(facts))
    .filter((text): text is DemoText => text !== undefined);
  if (sentences.length === 0) return undefined;
  const join = (lang: keyof DemoText) => sentences.map((text) => text[lang]).join(' ');
  return {
    fi: join('fi'),
    sv: random.chance(0.15) ? '' : join('sv'),
    en: random.chance(0.25) ? '' : join('en'),
  };
}
