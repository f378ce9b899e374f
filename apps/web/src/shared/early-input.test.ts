import { describe, expect, it } from 'vitest';
import { rememberEarlyInput, takeEarlyChoice, takeEarlyInput } from './early-input';

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('input before hydration', () => {
  it('keeps typed words once, and only where they differ from the server’s', () => {
    const root = page('<input type="search" name="q" value="talvi"><input name="y" value="">');
    const [words, year] = root.querySelectorAll('input');
    words!.value = 'talvi iltapäivä';
    rememberEarlyInput(root);
    expect(takeEarlyInput(words!)).toBe('talvi iltapäivä');
    expect(takeEarlyInput(words!)).toBeUndefined();
    expect(takeEarlyInput(year!)).toBeUndefined();
  });

  it('notes a form whose checkbox, radio or select was changed, once', () => {
    const root = page(`
      <form id="changed-box"><input type="checkbox" name="image" value="1"></form>
      <form id="changed-radio"><input type="radio" name="d" value="all" checked><input type="radio" name="d" value="kiasma"></form>
      <form id="changed-select"><select name="sort"><option selected>relevance</option><option>title</option></select></form>
      <form id="untouched"><input type="checkbox" name="image" checked><select name="s"><option>a</option><option selected>b</option></select></form>`);
    const form = (id: string) => root.querySelector<HTMLFormElement>(`#${id}`);
    form('changed-box')!.querySelector('input')!.checked = true;
    form('changed-radio')!.querySelectorAll('input')[1]!.checked = true;
    form('changed-select')!.querySelector('select')!.value = 'title';
    rememberEarlyInput(root);
    expect(takeEarlyChoice(form('changed-box'))).toBe(true);
    expect(takeEarlyChoice(form('changed-box'))).toBe(false);
    expect(takeEarlyChoice(form('changed-radio'))).toBe(true);
    expect(takeEarlyChoice(form('changed-select'))).toBe(true);
    expect(takeEarlyChoice(form('untouched'))).toBe(false);
    expect(takeEarlyChoice(null)).toBe(false);
  });
});
