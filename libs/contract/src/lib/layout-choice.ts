import { Type, type Static } from 'typebox';
import { LAYOUT_CHOICES } from '@kokoelma/domain';
import { ErrorResponse, oneOf } from './common';

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

const QueryText = Type.String({ maxLength: 2000 });

/**
 * POST /layout (application/x-www-form-urlencoded): the layout switcher's options are
 * submit buttons of this form (`name="layout"`), so a choice pressed before the page's
 * script runs, or without script, still counts. Unknown fields are allowed.
 */
export const LayoutChoiceForm = Type.Object({
  layout: oneOf(LAYOUT_CHOICES, { description: 'The chosen layout: grid, row or scattered' }),
  page: oneOf(LAYOUT_PAGES, { description: 'Which page kind remembers it: results or gallery' }),
  lang: Type.Optional(QueryText),
  returnTo: Type.Optional(
    Type.String({ maxLength: 2000, description: 'Where to go next: a path on this site' }),
  ),
});
export type LayoutChoiceForm = Static<typeof LayoutChoiceForm>;

/**
 * Sets the page kind's layout cookie and answers 303 to `returnTo` (a path on this site
 * only, else the front page in `lang`). Bad `layout` or `page`: 400, no cookie. Guarded
 * by the origin check: a form of another site gets 403.
 */
export const layoutChoiceRoute = {
  method: 'POST',
  url: '/layout',
  schema: {
    body: LayoutChoiceForm,
    response: { 400: ErrorResponse, 403: ErrorResponse, 500: ErrorResponse },
  },
} as const;
