// The layout choice's names, for the browser too: no schema (and no typebox) here, so
// the page's bundle takes these alone (layout-choice.ts holds the route's schema).

/** The page kinds that remember a layout choice separately (spec §2). */
export const LAYOUT_PAGES = ['results', 'gallery'] as const;
export type LayoutPage = (typeof LAYOUT_PAGES)[number];

/**
 * The cookie that mirrors a page kind's layout choice (kept in local storage, spec §2),
 * so that the server renders the visitor's choice and nothing moves once the page runs.
 * Written by the page's script, and by POST /layout for a choice made before (or without)
 * it: `Path=/; Max-Age=` {@link LAYOUT_COOKIE_MAX_AGE} `; SameSite=Lax`, readable by script.
 */
export const layoutCookieName = (page: LayoutPage) => `kokoelma_layout_${page}` as const;

/** How long a layout cookie lasts, in seconds: a year. */
export const LAYOUT_COOKIE_MAX_AGE = 31_536_000;

/** Where the layout switcher's form posts (POST /layout). */
export const LAYOUT_FORM_PATH = '/layout';
