import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from '../button/button';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** The accessible name, in the page's language: the icon alone says nothing to a screen reader. */
  label: string;
  /** The icon, drawn with `currentColor` and hidden from assistive technology. */
  icon: ReactNode;
  /** Set when the button sits on a dark background. */
  onDark?: boolean;
}

/**
 * A 44 × 44 px button showing only an icon. Its name is `label` as hidden text rather
 * than `aria-label`, so page-translation tools translate it too; the tooltip repeats it.
 */
export function IconButton({ label, icon, onDark = false, ...rest }: IconButtonProps) {
  return (
    <Button variant="icon" onDark={onDark} title={label} {...rest}>
      {icon}
      <VisuallyHidden>{label}</VisuallyHidden>
    </Button>
  );
}
