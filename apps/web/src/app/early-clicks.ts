// Buttons pressed before the app has hydrated (issue 45): on a slow phone the page is on
// the screen a second or more before its script runs, and a button that only script can
// answer ("Show more", Favourite, Add to a gallery, the menu, Copy link) did nothing when
// pressed then. A small inline script in the page's <head> holds such presses from the
// first paint on; once hydrated, the app presses the same buttons again, in order, so
// each does what it would have done at once.
//
// Held: a <button type="button">, the only kind that does nothing without script. Links,
// submit buttons (their forms go to the server: the layout choice, the search form),
// <summary> and form fields (early-input.ts keeps what they hold) work without script and
// are left alone; so is a button marked `data-no-replay`.

/** The global the inline script keeps the held buttons in, in the order pressed. */
export const EARLY_CLICKS_GLOBAL = '__kokoelmaEarlyClicks';

/** At most this many presses are held: a visitor tapping away at a stuck page is not replayed in full. */
export const EARLY_CLICKS_MAX = 8;

/**
 * The inline script: a click listener on the document in the capture phase, before any
 * of the app's (React listens on the document too, once it starts). Until the document is
 * marked hydrated it takes each press of a script-only button (the click's default and
 * every other listener of it) and keeps the button; then it removes itself. Plain ES5, no
 * name outside its own function but the global it fills.
 */
export const EARLY_CLICKS_SCRIPT =
  `(function(d){var q=window.${EARLY_CLICKS_GLOBAL}=[];` +
  `function held(e){if(d.documentElement.hasAttribute('data-hydrated')){d.removeEventListener('click',held,true);return}` +
  `var t=e.target,b=t&&t.closest?t.closest('button'):null;` +
  `if(!b||b.type!=='button'||b.disabled||b.hasAttribute('data-no-replay'))return;` +
  `e.preventDefault();e.stopImmediatePropagation();if(q.length<${EARLY_CLICKS_MAX})q.push(b)}` +
  `d.addEventListener('click',held,true)})(document);`;

/**
 * Presses again, once the app has hydrated, every button the inline script held, in the
 * order they were pressed; a button no longer in the page (its part re-rendered) or
 * disabled by now is skipped. Called once the document is marked hydrated, so these
 * presses reach the app. Returns how many were pressed.
 */
export function replayEarlyClicks(win: Window = window): number {
  const store = win as unknown as Record<string, HTMLButtonElement[] | undefined>;
  const held = store[EARLY_CLICKS_GLOBAL] ?? [];
  store[EARLY_CLICKS_GLOBAL] = [];
  let pressed = 0;
  for (const button of held) {
    if (!button.isConnected || button.disabled) continue;
    button.click();
    pressed += 1;
  }
  return pressed;
}
