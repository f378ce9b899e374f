import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
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

  describe('with a form (a press before the script runs is a form submission)', () => {
    it('serves the options not checked as submit buttons of the form, each a Tab stop', () => {
      const host = document.createElement('div');
      host.innerHTML = renderToString(
        <LayoutSwitcher value="grid" onChange={vi.fn()} labels={labels} form="layout-form" />,
      );
      const options = [...host.querySelectorAll('button')];
      expect(
        options.map((option) => [
          option.getAttribute('type'),
          option.getAttribute('form'),
          option.getAttribute('name'),
          option.getAttribute('value'),
          option.getAttribute('tabindex'),
          option.getAttribute('role'),
        ]),
      ).toEqual([
        // The checked option submits nothing: pressing it changes nothing.
        ['button', null, null, null, '0', 'radio'],
        ['submit', 'layout-form', 'layout', 'row', '0', 'radio'],
        ['submit', 'layout-form', 'layout', 'scattered', '0', 'radio'],
      ]);
    });

    it('once running, has one Tab stop and selects without submitting', () => {
      const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
      const onChange = vi.fn();
      render(
        <>
          <form id="layout-form" onSubmit={onSubmit} />
          <LayoutSwitcher
            value="grid"
            onChange={onChange}
            labels={labels}
            form="layout-form"
            name="choice"
          />
        </>,
      );
      const radios = screen.getAllByRole('radio');
      expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1, -1]);
      const row = screen.getByRole('radio', { name: 'Rivi' }) as HTMLButtonElement;
      expect(row.form?.id).toBe('layout-form');
      expect([row.name, row.value]).toEqual(['choice', 'row']);
      fireEvent.click(row);
      expect(onChange).toHaveBeenCalledWith('row');
      expect(onSubmit).not.toHaveBeenCalled();
      fireEvent.keyDown(row, { key: 'End' });
      expect(onChange).toHaveBeenLastCalledWith('scattered');
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });
});
