import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

afterEach(cleanup);

function renderModal(open = true) {
  const onClose = vi.fn();
  const ui = (isOpen: boolean) => (
    <Modal open={isOpen} onClose={onClose} title="Uusi galleria" closeLabel="Sulje">
      <input aria-label="Nimi" />
      <button type="button">Tallenna</button>
    </Modal>
  );
  const result = render(ui(open));
  return { onClose, rerender: (isOpen: boolean) => result.rerender(ui(isOpen)) };
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderModal(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Uusi galleria' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('takes focus on open and gives it back on close', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { rerender } = renderModal(false);
    rerender(true);
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    rerender(false);
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('closes on Escape, on the close button and on the backdrop', () => {
    const { onClose } = renderModal();
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Sulje' }));
    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('no backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('stays open on clicks inside and on drags that end on the backdrop', () => {
    const { onClose } = renderModal();
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    fireEvent.mouseDown(dialog);
    if (dialog.parentElement) fireEvent.click(dialog.parentElement);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', () => {
    renderModal();
    const close = screen.getByRole('button', { name: 'Sulje' });
    const save = screen.getByRole('button', { name: 'Tallenna' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
    // From the dialog itself (focused on open) Tab goes to the first control.
    screen.getByRole('dialog').focus();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Tab' });
    expect(document.activeElement).toBe(close);
  });
});
