import type { LayoutChoice } from '@kokoelma/domain';
import { LayoutSwitcher } from '@kokoelma/ui';
import { useT } from '../../shared/use-t';

/** The layout switcher of result and gallery pages, with its texts in the page's language. */
export function LayoutChoiceSwitcher(props: {
  value: LayoutChoice;
  onChange: (value: LayoutChoice) => void;
}) {
  const t = useT();
  return (
    <LayoutSwitcher
      {...props}
      labels={{
        group: t('layout.group'),
        grid: t('layout.grid'),
        row: t('layout.row'),
        scattered: t('layout.scattered'),
      }}
    />
  );
}
