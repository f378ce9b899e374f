import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// Support for the gallery journeys: the site's own texts (so one test reads in three
// languages), and moving by keyboard only — Tab until a control has focus, then Enter,
// Space or arrow keys, never a mouse click.

export type Lang = 'fi' | 'sv' | 'en';

/** A formatter of the catalogue's messages in `lang`, as the pages show them. */
export function messages(lang: Lang) {
  const url = new URL(`../../../libs/i18n/src/messages/${lang}.json`, import.meta.url);
  const all = JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
  return (id: string, values?: Record<string, string | number>) => {
    const text = all[id];
    if (text === undefined) throw new Error(`no message ${id}`);
    return String(new IntlMessageFormat(text, lang).format(values));
  };
}

/**
 * Presses Tab until `target` has focus — Shift+Tab when it lies before the focused
 * element, as a keyboard user would go back — and fails if it never gets there.
 */
export async function tabTo(page: Page, target: Locator) {
  const max = 150;
  const before = await target.evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    return (active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
  });
  for (let presses = 0; presses < max; presses += 1) {
    const focused = await target.evaluate((element) => element === document.activeElement);
    if (focused) return;
    await page.keyboard.press(before ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} was not reached with ${max} presses of Tab`);
}

/** `text` as a regular expression matching it literally at the start. */
export function startsWith(text: string) {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** Tabs to `target` and presses Enter (links and buttons) or another key. */
export async function activate(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** The skip link, as a keyboard user starts a page: past the header to the content. */
export async function skipToContent(page: Page) {
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('href', '#main');
  await page.keyboard.press('Enter');
}

/** Types into a field reached by Tab, replacing what it held. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}

/** Registers a new visitor through the sign-up form, by keyboard; ends on `returnTo`. */
export async function registerByKeyboard(page: Page, lang: Lang, returnTo: string) {
  const t = messages(lang);
  await page.goto(`/login?${new URLSearchParams({ lang, signup: 'true', returnTo })}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const email = `journey-${lang}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
  await typeInto(page, page.getByLabel(t('login.name')), 'Helmi Galleristi');
  await typeInto(page, page.getByLabel(t('login.email')), email);
  await typeInto(
    page,
    page.getByLabel(t('login.password'), { exact: true }),
    'evening light on the lake',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[?]/g, '\\?')}$`));
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return email;
}

/** Ids of demo objects with an image; `onDisplay` picks ones shown in a museum today. */
export async function objectIds(page: Page, count: number, onDisplay = false) {
  const res = await page.request.post('/api/search', {
    data: { lang: 'en', hasImage: true, ...(onDisplay ? { displayFilter: 'anywhere' } : {}) },
  });
  const { data } = (await res.json()) as { data: Array<{ id: number }> };
  expect(data.length).toBeGreaterThanOrEqual(count);
  return data.slice(0, count).map((o) => o.id);
}
