import type { DemoText } from './demo-raw-record';
import { term } from './demo-terms';

/** How an object is measured: decides units, number of measures and typical sizes. */
export type MeasureKind = 'painting' | 'paper' | 'print' | 'sculpture' | 'photo' | 'none';

/** A classification with the materials and measures that go with it. */
export interface DemoClassification {
  readonly term: DemoText | null;
  readonly materials: readonly DemoText[];
  readonly measure: MeasureKind;
  /** Earliest plausible year (photography did not exist before 1839). */
  readonly minYear: number;
}

const PAINTING: DemoClassification = {
  term: term('maalaus', 'målning', 'painting'),
  materials: [
    term('öljy kankaalle', 'olja på duk', 'oil on canvas'),
    term('öljy levylle', 'olja på pannå', 'oil on panel'),
    term('tempera', 'tempera', 'tempera'),
    term('akryyli kankaalle', 'akryl på duk', 'acrylic on canvas'),
  ],
  measure: 'painting',
  minYear: 1300,
};

const DRAWING: DemoClassification = {
  term: term('piirustus', 'teckning', 'drawing'),
  materials: [
    term('lyijykynä paperille', 'blyerts på papper', 'pencil on paper'),
    term('hiili paperille', 'kol på papper', 'charcoal on paper'),
    term('akvarelli', 'akvarell', 'watercolour'),
    term('tussi paperille', 'tusch på papper', 'ink on paper'),
  ],
  measure: 'paper',
  minYear: 1400,
};

const PRINT: DemoClassification = {
  term: term('grafiikka', 'grafik', 'graphic art'),
  materials: [
    term('etsaus', 'etsning', 'etching'),
    term('puupiirros', 'träsnitt', 'woodcut'),
    term('litografia', 'litografi', 'lithograph'),
  ],
  measure: 'print',
  minYear: 1450,
};

const SCULPTURE: DemoClassification = {
  term: term('veistos', 'skulptur', 'sculpture'),
  materials: [
    term('pronssi', 'brons', 'bronze'),
    term('marmori', 'marmor', 'marble'),
    term('puu', 'trä', 'wood'),
    term('kipsi', 'gips', 'plaster'),
  ],
  measure: 'sculpture',
  minYear: 1300,
};

const PHOTOGRAPH: DemoClassification = {
  term: term('valokuva', 'fotografi', 'photograph'),
  materials: [
    term('gelatiinihopeavedos', 'gelatinsilverkopia', 'gelatin silver print'),
    term('pigmenttivedos', 'pigmenttryck', 'pigment print'),
  ],
  measure: 'photo',
  minYear: 1860,
};

const MEDIA: DemoClassification = {
  term: term('mediataide', 'mediekonst', 'media art'),
  materials: [term('video', 'video', 'video'), term('ääni', 'ljud', 'sound')],
  measure: 'none',
  minYear: 1965,
};

const OBJECT: DemoClassification = {
  term: null,
  materials: [
    term('lasi', 'glas', 'glass'),
    term('hopea', 'silver', 'silver'),
    term('keramiikka', 'keramik', 'ceramics'),
  ],
  measure: 'sculpture',
  minYear: 1500,
};

const PAPERS: DemoClassification = {
  term: null,
  materials: [term('muste paperille', 'bläck på papper', 'ink on paper')],
  measure: 'paper',
  minYear: 1700,
};

const ARCHIVE: DemoClassification = { term: null, materials: [], measure: 'none', minYear: 1800 };

/** Artworks by classification, weighted like the museum: paintings and graphic art lead. */
export const ARTWORK_CLASSIFICATIONS: readonly (readonly [DemoClassification, number])[] = [
  [PAINTING, 35],
  [DRAWING, 25],
  [PRINT, 20],
  [SCULPTURE, 12],
  [PHOTOGRAPH, 8],
];

export const CLASSIFICATION = {
  painting: PAINTING,
  drawing: DRAWING,
  print: PRINT,
  sculpture: SCULPTURE,
  photograph: PHOTOGRAPH,
  media: MEDIA,
  object: OBJECT,
  papers: PAPERS,
  archive: ARCHIVE,
} as const;
