import styled from '@emotion/styled';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useRef } from 'react';
import { trapTab } from '../focus/trap-tab';
import { useDialogFocus } from '../focus/use-dialog-focus';
import { useScrollLock } from '../focus/use-scroll-lock';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/icons';
import { theme } from '../theme/theme';

const { colors, mq, space } = theme;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.modal};
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space.s}px;
  overflow-y: auto;
  background: ${colors.backdrop};
  ${mq.tablet} {
    padding: ${space.l}px;
  }
`;

const Dialog = styled.div<{ wide: boolean }>`
  box-sizing: border-box;
  width: 100%;
  max-width: ${({ wide }) => (wide ? 'none' : '560px')};
  height: ${({ wide }) => (wide ? '100%' : 'auto')};
  display: flex;
  flex-direction: column;
  max-height: 100%;
  overflow-y: auto;
  padding: ${space.m}px;
  border-radius: 4px;
  background: ${colors.background};
  color: ${colors.text};
  font-family: ${theme.fonts.body};
  box-shadow: 0 8px 32px rgba(17, 17, 17, 0.3);
  overflow-wrap: anywhere;
  ${mq.tablet} {
    padding: ${space.l}px;
  }
  /* Focus rests here only so screen readers read the title; it is not a control. */
  &:focus {
    outline: none;
  }
`;

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space.s}px;
  margin-bottom: ${space.m}px;
`;

const Title = styled.h2`
  min-width: 0;
  margin: ${space.s}px 0 0;
  font-size: ${theme.fontSizes.heading};
  line-height: 1.25;
`;

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** The dialog's heading, which also names it. */
  title: string;
  /** Name of the close button, e.g. "Sulje". */
  closeLabel: string;
  /** Fills the viewport (an image viewer) instead of a 560 px dialog. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog (spec §2 "Modals"): the gallery, add-to-gallery and new-gallery dialogs.
 *
 * It is a `div role="dialog"` with its own focus handling rather than a native `<dialog>`
 * so it behaves the same in every browser and in jsdom: on open, focus moves to the dialog
 * (screen readers read its title); Tab stays inside; Escape, the close button and the
 * backdrop close it; on close focus returns to the element that opened it.
 */
export function Modal({ open, onClose, title, closeLabel, wide = false, children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // A press that starts inside the dialog and ends on the backdrop (selecting text) must
  // not close it: only a press that starts on the backdrop does.
  const pressOnBackdrop = useRef(false);
  useDialogFocus(open, dialogRef, 'container');
  useScrollLock(open);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event, dialogRef.current);
  };
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressOnBackdrop.current = false;
  };

  return (
    <Backdrop onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <Dialog
        ref={dialogRef}
        wide={wide}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <TitleRow>
          <Title id={titleId}>{title}</Title>
          <IconButton label={closeLabel} icon={<CloseIcon />} onClick={onClose} />
        </TitleRow>
        {children}
      </Dialog>
    </Backdrop>
  );
}
