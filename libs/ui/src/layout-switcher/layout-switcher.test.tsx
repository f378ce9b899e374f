import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LayoutSwitcher } from './layout-switcher';

afterEach(cleanup);

const labels = { group: 'Näkymä', grid: 'Ruudukko', row: 'Rivi', scattered: 'Hajanainen' };

describe('LayoutSwitcher', () => {
  it('is a named radio group with the value checked and the only Tab stop', () => {
    render(<LayoutSwitcher value="row" onChange={vi.fn()} labels={labels} />);
    expect(screen.getByRole('radiogroup', { name: 'Näkymä' })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-checked'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    expect(radios.map((radio) => radio.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('selects on click', () => {
    const onChange = vi.fn();
    render(<LayoutSwitcher value="grid" onChange={onChange} labels={labels} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Hajanainen' }));
    expect(onChange).toHaveBeenCalledWith('scattered');
  });

  it('moves and selects with the arrow keys, wrapping around, and Home/End', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <LayoutSwitcher value="grid" onChange={onChange} labels={labels} />,
    );
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Ruudukko' }), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('row');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Rivi' }));
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Ruudukko' }), { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith('scattered');
    rerender(<LayoutSwitcher value="scattered" onChange={onChange} labels={labels} />);
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Hajanainen' }), { key: 'ArrowDown' });
    expect(onChange).toHaveBeenLastCalledWith('grid');
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Hajanainen' }), { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith('grid');
    expect(onChange).toHaveBeenCalledTimes(4);
  });
});
