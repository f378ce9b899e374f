import styled from '@emotion/styled';
import { useId, type ComponentPropsWithRef } from 'react';
import { inputStyles } from '../text-field/text-field-styles';
import { theme } from '../theme/theme';

const { colors, space } = theme;

const Field = styled.div`
  display: grid;
  gap: ${space.xs}px;
  & label {
    font-weight: 600;
  }
  & textarea {
    ${inputStyles()}
    width: 100%;
    min-height: ${theme.touchTarget * 2}px;
    padding: ${space.s}px;
    resize: vertical;
  }
`;

const Small = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${theme.fontSizes.small};
`;

/** Props of {@link TextAreaField}: those of `<textarea>`, plus its texts. */
export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  /** The field's visible name. */
  label: string;
  /** A line under the field saying what it is for. */
  hint?: string;
  /** How much of the limit is used, e.g. "120 / 2000 characters"; read with the field. */
  counter?: string;
}

/**
 * A labelled multi-line text field with an optional hint and a character counter under
 * it. The counter is part of the field's description rather than a live region: read
 * when the field is reached, not after every keystroke.
 */
export function TextAreaField({ label, hint, counter, id, ...rest }: TextAreaFieldProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const hintId = `${fieldId}-hint`;
  const counterId = `${fieldId}-counter`;
  const describedBy = [hint && hintId, counter && counterId].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={fieldId}>{label}</label>
      <textarea id={fieldId} aria-describedby={describedBy || undefined} {...rest} />
      {hint && <Small id={hintId}>{hint}</Small>}
      {counter && <Small id={counterId}>{counter}</Small>}
    </Field>
  );
}
