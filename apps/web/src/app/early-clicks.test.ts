import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_CLICKS_GLOBAL,
  EARLY_CLICKS_MAX,
  EARLY_CLICKS_SCRIPT,
  replayEarlyClicks,
} from './early-clicks';

const held = () =>
  (window as unknown as Record<string, HTMLElement[] | undefined>)[EARLY_CLICKS_GLOBAL] ?? [];

describe('buttons pressed before hydration', () => {
  // What the app would do with a click: React listens on the document as well.
  const app = vi.fn();
  beforeEach(() => {
    document.documentElement.removeAttribute('data-hydrated');
    document.body.innerHTML = `
      <button type="button" id="more"><svg><path id="icon"/></svg>Show more</button>
      <button type="button" id="favourite">Favourite</button>
      <button type="button" id="off" disabled>Off</button>
      <button type="button" id="own" data-no-replay>Its own</button>
      <form action="/layout" method="post" id="layout"><button id="rows">Rows</button></form>
      <a href="#somewhere" id="link">A link</a>`;
    // The inline script, run as the page's <head> runs it.
    new Function(EARLY_CLICKS_SCRIPT)();
    document.addEventListener('click', app);
  });
  afterEach(() => {
    document.removeEventListener('click', app);
    app.mockClear();
  });
  const click = (id: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById(id)!.dispatchEvent(event);
    return event;
  };

  it('holds a script-only button’s press: no default, no other listener hears it', () => {
    const event = click('icon');
    expect(event.defaultPrevented).toBe(true);
    expect(app).not.toHaveBeenCalled();
    expect(held().map((b) => b.id)).toEqual(['more']);
  });

  it('leaves alone what works without script, and what is disabled or its own', () => {
    const submit = document.getElementById('layout') as HTMLFormElement;
    submit.addEventListener('submit', (e) => e.preventDefault());
    for (const id of ['rows', 'link', 'off', 'own']) {
      const event = click(id);
      expect(event.defaultPrevented, id).toBe(false);
    }
    expect(app).toHaveBeenCalledTimes(4);
    expect(held()).toEqual([]);
  });

  it('stops holding once the document is hydrated', () => {
    document.documentElement.dataset['hydrated'] = 'true';
    expect(click('more').defaultPrevented).toBe(false);
    expect(app).toHaveBeenCalledTimes(1);
    expect(held()).toEqual([]);
  });

  it('presses the held buttons again once, in order, skipping those gone or disabled', () => {
    click('favourite');
    click('more');
    click('favourite');
    document.getElementById('more')!.remove();
    document.documentElement.dataset['hydrated'] = 'true';
    const pressed: string[] = [];
    app.mockImplementation((e: Event) => pressed.push((e.target as HTMLElement).id));
    expect(replayEarlyClicks()).toBe(2);
    expect(pressed).toEqual(['favourite', 'favourite']);
    // Once: a second call has nothing left to press.
    expect(replayEarlyClicks()).toBe(0);
  });

  it(`holds at most ${EARLY_CLICKS_MAX} presses`, () => {
    for (let i = 0; i < EARLY_CLICKS_MAX + 5; i += 1) click('favourite');
    expect(held()).toHaveLength(EARLY_CLICKS_MAX);
  });
});
