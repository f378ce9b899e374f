// Patterns of addresses' parts, as plain strings (no TypeBox): the page route table, which
// browser code imports, and the schemas share them.

/** Slugs as editors write them: letters, digits, hyphens (and the odd capital). */
export const CONTENT_SLUG_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$';
