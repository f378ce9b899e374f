import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextAreaField } from './text-area-field';

afterEach(cleanup);

describe('TextAreaField', () => {
  it('is named by its label and described by its hint and counter', () => {
    render(
      <TextAreaField
        label="Kuvaus"
        hint="Näkyy gallerian alussa."
        counter="5 / 2000 merkkiä"
        value="Valoa"
        onChange={() => undefined}
        maxLength={2000}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Kuvaus' });
    expect(field.getAttribute('maxlength')).toBe('2000');
    const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Näkyy gallerian alussa.',
      '5 / 2000 merkkiä',
    ]);
  });

  it('passes typing on, and needs no description', () => {
    const onChange = vi.fn();
    render(<TextAreaField label="Note" value="" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Note' });
    expect(field.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.change(field, { target: { value: 'Evening' } });
    expect(onChange).toHaveBeenCalledOnce();
  });
});
