import styled from '@emotion/styled';
import { theme } from '../theme/theme';
import { inputStyles } from './text-field-styles';

const { space } = theme;

/**
 * A one-line form: a text input in the one input style that takes the room, and its
 * button beside it (under it when the row is too narrow). For the search rows of the
 * front and not-found pages, plain elements that post without script.
 */
export const InputRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s}px;
  & input {
    flex: 1 1 12rem;
    min-width: 0;
    ${inputStyles()}
  }
`;
