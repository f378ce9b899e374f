// A colour as the search takes it ("#rrggbb"), apart from the colour maths of colour.ts
// (schemas need only this; the search address codec reads colours itself).

/** A colour filter's value: "#rrggbb" (lower or upper case). */
export const COLOUR_PATTERN = '^#[0-9a-fA-F]{6}$';
