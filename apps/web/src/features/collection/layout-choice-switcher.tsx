import { useLocation } from 'react-router';
import type { Language, LayoutChoice } from '@kokoelma/domain';
import { LAYOUT_FORM_PATH, type LayoutPage } from '@kokoelma/contract/site';
import { LayoutSwitcher } from '@kokoelma/ui';
import { useT } from '../../shared/use-t';

/** The id of the frame's {@link LayoutChoiceForm}, which the switchers' options submit. */
export const LAYOUT_FORM_ID = 'layout-choice-form';

/**
 * The form the layout switchers submit (POST /layout) when pressed before the page's
 * script runs, or without script: rendered once by the site frame, outside every other
 * form (the search page's switcher sits inside its search form, and forms do not nest).
 * Empty: the options and the fields beside them belong to it by their `form` attribute.
 */
export function LayoutChoiceForm() {
  return <form id={LAYOUT_FORM_ID} method="post" action={LAYOUT_FORM_PATH} />;
}

/**
 * The layout switcher of result and gallery pages, with its texts in the page's language.
 * Before the page's script runs (or without it) a press posts the choice to POST /layout,
 * which sets the cookie `useLayoutChoice` reads and comes back to this page; once running
 * it changes the layout at once, as `onChange` does.
 */
export function LayoutChoiceSwitcher(props: {
  page: LayoutPage;
  lang: Language;
  value: LayoutChoice;
  onChange: (value: LayoutChoice) => void;
}) {
  const t = useT();
  const location = useLocation();
  const { page, lang, value, onChange } = props;
  // In the search form's markup they are still the layout form's fields, not the search's.
  const field = (name: string, fieldValue: string) => (
    <input type="hidden" form={LAYOUT_FORM_ID} name={name} value={fieldValue} />
  );
  return (
    <>
      <LayoutSwitcher
        value={value}
        onChange={onChange}
        form={LAYOUT_FORM_ID}
        labels={{
          group: t('layout.group'),
          grid: t('layout.grid'),
          row: t('layout.row'),
          scattered: t('layout.scattered'),
        }}
      />
      {field('page', page)}
      {field('lang', lang)}
      {field('returnTo', `${location.pathname}${location.search}`)}
    </>
  );
}
