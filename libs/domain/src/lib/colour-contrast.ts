import { DomainError } from './domain-error.js';

/** Thrown for a colour that is not `#rgb` or `#rrggbb`. */
export class InvalidColourError extends DomainError {
  readonly colour: string;

  constructor(colour: string) {
    super('INVALID_COLOUR', `Not a hex colour: ${JSON.stringify(colour)}`);
    this.name = 'InvalidColourError';
    this.colour = colour;
  }
}

/** Smallest contrast ratio WCAG 2 level AA asks for normal text. */
export const WCAG_AA_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new InvalidColourError(hex);
  const digits =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance of a hex colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two hex colours, 1 to 21; the order of the colours does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
