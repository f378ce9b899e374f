import { afterEach, describe, expect, it } from 'vitest';
import { focusedField, hasEarlyYear, isTypedYear, restoreFocus } from './search-form-fields';

afterEach(() => document.body.replaceChildren());

/** A search form as the page draws it for a search with `yearFrom`. */
function form(yearFrom = '') {
  const element = document.createElement('form');
  element.innerHTML = `
    <input type="search" name="q" value="">
    <input type="checkbox" name="category" value="letter">
    <input type="checkbox" name="category" value="photo">
    <input type="number" name="yearFrom" value="${yearFrom}">
    <input type="number" name="yearTo" value="">`;
  document.body.append(element);
  const field = (name: string) => element.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  return { element, field };
}

describe('the search form’s typed years', () => {
  it('tells a year typed but not applied from the search’s own', () => {
    const { field } = form('1900');
    expect(isTypedYear(field('yearFrom'))).toBe(false);
    field('yearFrom').value = '1910';
    expect(isTypedYear(field('yearFrom'))).toBe(true);
    field('q').value = 'kissa';
    expect(isTypedYear(field('q'))).toBe(false);
  });

  it('applies a year left before the app started, not one still being typed', () => {
    const { element, field } = form();
    expect(hasEarlyYear(element)).toBe(false);
    field('yearTo').value = '19';
    field('yearTo').focus();
    expect(hasEarlyYear(element)).toBe(false);
    field('yearFrom').value = '1900';
    expect(hasEarlyYear(element)).toBe(true);
  });

  it('puts focus, and a year being typed, back in the form drawn anew', () => {
    const old = form();
    old.field('yearTo').focus();
    old.field('yearTo').value = '19';
    const kept = focusedField(old.element);
    old.element.remove();
    expect(document.activeElement).toBe(document.body);
    const next = form('1900');
    restoreFocus(next.element, kept);
    expect(document.activeElement).toBe(next.field('yearTo'));
    expect(next.field('yearTo').value).toBe('19');
  });

  it('keeps a checkbox focused by its value, and a changed year as the search has it', () => {
    const old = form();
    old.element.querySelector<HTMLInputElement>('[value="photo"]')!.focus();
    const kept = focusedField(old.element);
    old.element.remove();
    const next = form();
    restoreFocus(next.element, kept);
    expect(document.activeElement).toBe(next.element.querySelector('[value="photo"]'));

    // A year the search changed (clamped 1200 → 1300) shows as the search has it.
    next.field('yearFrom').focus();
    next.field('yearFrom').value = '1200';
    const year = focusedField(next.element);
    next.element.remove();
    const clamped = form('1300');
    restoreFocus(clamped.element, year);
    expect(clamped.field('yearFrom').value).toBe('1300');
  });

  it('leaves focus alone when it has gone elsewhere meanwhile', () => {
    const old = form();
    old.field('yearTo').focus();
    const kept = focusedField(old.element);
    old.element.remove();
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    const next = form();
    restoreFocus(next.element, kept);
    expect(document.activeElement).toBe(elsewhere);
  });
});
