import { Type, type Static } from 'typebox';

// Apart from colour.ts, whose functions the browser bundle uses without typebox.

/** One colour of an image's palette: the colour, its place in OKLab and its share. */
export const PaletteColour = Type.Object(
  {
    hex: Type.String({ pattern: '^#[0-9a-f]{6}$', description: 'The colour, #rrggbb' }),
    share: Type.Number({
      minimum: 0,
      maximum: 1,
      description: 'Share of the image this colour covers, 0…1',
    }),
  },
  { additionalProperties: false },
);
export type PaletteColour = Static<typeof PaletteColour>;
