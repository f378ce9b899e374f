import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/icons';
import { Button } from './button';

afterEach(cleanup);

describe('Button', () => {
  it('never submits a form unless asked to', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>Peruuta</Button>
        <Button type="submit">Tallenna</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Peruuta' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Tallenna' }).getAttribute('type')).toBe('submit');
  });

  it('passes button attributes and the ref through', () => {
    const onClick = vi.fn();
    let element: HTMLButtonElement | null = null;
    render(
      <Button
        variant="secondary"
        disabled
        onClick={onClick}
        ref={(node) => {
          element = node;
        }}
      >
        Lisää
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Lisää' });
    expect(element).toBe(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('IconButton', () => {
  it('is named by its label, with the icon hidden from assistive technology', () => {
    const { container } = render(<IconButton label="Sulje" icon={<CloseIcon />} />);
    expect(screen.getByRole('button', { name: 'Sulje' })).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
