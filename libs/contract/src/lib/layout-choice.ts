import { Type, type Static } from 'typebox';
import { LAYOUT_CHOICES } from '@kokoelma/domain';
import { ErrorResponse, oneOf } from './common';
import { LAYOUT_FORM_PATH, LAYOUT_PAGES } from './layout-cookie';

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
  url: LAYOUT_FORM_PATH,
  schema: {
    body: LayoutChoiceForm,
    response: { 400: ErrorResponse, 403: ErrorResponse, 500: ErrorResponse },
  },
} as const;
