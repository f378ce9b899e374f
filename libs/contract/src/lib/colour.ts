// Search by colour (issue 23, item 2). Colours travel as "#rrggbb"; distances are measured
// in OKLab (Björn Ottosson's perceptual space: L 0…1, a and b about −0.4…0.4), where a
// straight-line distance follows how different two colours look.

export { COLOUR_PATTERN } from './colour-value';
export { normaliseColour } from './search-url';

export type Oklab = readonly [l: number, a: number, b: number];

/** The named colours of the search page's filter, and the names of palette colours. */
export const NAMED_COLOURS = [
  { id: 'red', hex: '#c62828' },
  { id: 'orange', hex: '#ef6c00' },
  { id: 'yellow', hex: '#f9d71c' },
  { id: 'green', hex: '#2e7d32' },
  { id: 'turquoise', hex: '#00897b' },
  { id: 'blue', hex: '#1e50c8' },
  { id: 'purple', hex: '#6a1b9a' },
  { id: 'pink', hex: '#e86fa8' },
  { id: 'brown', hex: '#6d4c41' },
  { id: 'beige', hex: '#d8c3a0' },
  { id: 'white', hex: '#f5f5f5' },
  { id: 'grey', hex: '#8a8a8a' },
  { id: 'black', hex: '#141414' },
] as const;
export type ColourName = (typeof NAMED_COLOURS)[number]['id'];

const toLinear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (v: number) => {
  const c = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
};

/** sRGB (0…255 each) to OKLab. */
export function rgbToOklab(r: number, g: number, b: number): Oklab {
  const lr = toLinear(r);
  const lg = toLinear(g);
  const lb = toLinear(b);
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

/** OKLab to "#rrggbb" (clipped to sRGB). */
export function oklabToHex([L, A, B]: Oklab): string {
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  const rgb = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return `#${rgb.map((v) => fromLinear(v).toString(16).padStart(2, '0')).join('')}`;
}

/** "#rrggbb" to OKLab. */
export function hexToOklab(hex: string): Oklab {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return rgbToOklab((n >> 16) & 255, (n >> 8) & 255, n & 255);
}

export function oklabDistance(x: Oklab, y: Oklab): number {
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

const NAMED_LAB = NAMED_COLOURS.map((c) => ({ id: c.id, lab: hexToOklab(c.hex) }));
/** Names of colours without hue: a colour this grey is one of them, any other is not. */
const NEUTRALS: ReadonlySet<ColourName> = new Set(['white', 'grey', 'black']);
const NEUTRAL_CHROMA = 0.035;

/** Lightness, chroma and hue (radians) of an OKLab colour. */
const lch = ([l, a, b]: Oklab) => [l, Math.hypot(a, b), Math.atan2(b, a)] as const;

/**
 * The named colour nearest to `hex` (what a swatch is called): greys by lightness among
 * white, grey and black; other colours mostly by hue, then chroma and lightness (a pale
 * blue is still blue).
 */
export function colourName(hex: string): ColourName {
  const [l, c, h] = lch(hexToOklab(hex));
  const neutral = c < NEUTRAL_CHROMA;
  let best: ColourName = 'grey';
  let bestDistance = Infinity;
  for (const named of NAMED_LAB) {
    if (NEUTRALS.has(named.id) !== neutral) continue;
    const [nl, nc, nh] = lch(named.lab);
    const turn = Math.abs(h - nh);
    const hue = neutral ? 0 : Math.min(turn, 2 * Math.PI - turn);
    const d = Math.hypot((l - nl) * 0.5, (c - nc) * 0.5, hue * 0.12);
    if (d < bestDistance) {
      best = named.id;
      bestDistance = d;
    }
  }
  return best;
}

/** How much lighter (positive) or darker than its named colour a colour is, in OKLab L. */
export function lightnessFromName(hex: string): number {
  const name = colourName(hex);
  const named = NAMED_LAB.find((c) => c.id === name);
  return hexToOklab(hex)[0] - (named?.lab[0] ?? 0);
}

/** Names without a light or deep shade of their own. */
const UNSHADED: ReadonlySet<string> = new Set(['white', 'grey', 'black', 'beige']);

/**
 * What a colour is called: the nearest named colour, and "light" or "dark" when the
 * colour is much lighter or darker than that ("deep blue"); the page's language words it
 * (colour.{name}, colour.light, colour.dark).
 */
export function paletteName(hex: string): { name: ColourName; tone: 'light' | 'dark' | null } {
  const name = colourName(hex);
  if (UNSHADED.has(name)) return { name, tone: null };
  const lighter = lightnessFromName(hex);
  return { name, tone: lighter > 0.12 ? 'light' : lighter < -0.15 ? 'dark' : null };
}
