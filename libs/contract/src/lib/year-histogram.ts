import { Type, type Static } from 'typebox';

/**
 * The production years of a search's results (the search page's timeline): bars of
 * `barYears` years each, from the first with results to the last, empty ones between
 * included. An object counts in every bar its years overlap, so a bar's count is what
 * the search with that bar's years as its production year range finds.
 */
export const YearHistogram = Type.Object({
  barYears: Type.Integer({ minimum: 1, description: 'How many years one bar covers' }),
  bars: Type.Array(
    Type.Object({
      from: Type.Integer({ description: 'First year of the bar' }),
      to: Type.Integer({ description: 'Last year of the bar' }),
      count: Type.Integer({ minimum: 0, description: 'Results made in these years' }),
    }),
    { maxItems: 40 },
  ),
});
export type YearHistogram = Static<typeof YearHistogram>;
