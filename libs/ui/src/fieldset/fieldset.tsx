import styled from '@emotion/styled';
import { theme } from '../theme/theme';

const { colors, space } = theme;

/**
 * A group of form choices under a bold legend, without the browser's frame: each label a
 * row of at least 36 px (the control and its text), radio buttons and checkboxes 20 px in
 * the text colour. The search form's filters are built of these. Use a real `<legend>` as
 * the first child: it names the group for assistive technology.
 */
export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${space.l}px;
  padding: 0;
  min-width: 0;
  & legend {
    font-weight: 700;
    margin-bottom: ${space.s}px;
    padding: 0;
  }
  & label {
    display: flex;
    align-items: center;
    gap: ${space.s}px;
    min-height: 36px;
  }
  & input[type='radio'],
  & input[type='checkbox'] {
    width: 20px;
    height: 20px;
    margin: 0;
    flex: none;
    accent-color: ${colors.text};
  }
`;
