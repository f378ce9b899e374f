import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { type ButtonVariant, buttonStyles } from './button-styles';

const StyledButton = styled.button<{ styles: string }>`
  ${({ styles }) => styles}
`;

/** Props of {@link Button}: those of `<button>`, plus its look. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** `primary` for the main action of a view, `secondary` for others, `icon` for a square icon control. */
  variant?: ButtonVariant;
  /** Set when the button sits on a dark background: colours and focus ring invert. */
  onDark?: boolean;
  /** A decorative icon before the label. */
  icon?: ReactNode;
}

/**
 * A button with the site's looks, a visible focus ring and at least a 44 × 44 px target.
 * It is `type="button"` unless told otherwise, so it never submits a form by accident.
 */
export function Button({
  variant = 'primary',
  onDark = false,
  icon,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton type={type} styles={buttonStyles(variant, onDark)} {...rest}>
      {icon}
      {children}
    </StyledButton>
  );
}
