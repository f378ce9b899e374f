// After `vite build` (browser) and `vite build --ssr` (server) of this consumer app:
// renders the page on the server with react-dom/server, then loads it in jsdom and
// hydrates it with the browser build, as a browser would. Prints a summary as JSON.
// Usage: node verify.mjs <marker of a component the app does not import>
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';

const unusedMarker = process.argv[2];

// 0. The package itself loads in plain Node ESM (React and emotion beside it).
const ui = await import('@kokoelma/ui');
assert.equal(typeof ui.Button, 'function');
assert.equal(ui.theme.breakpoints.tablet, 768);

// 1. Server rendering, with the styles emotion collected.
const { render } = await import(pathToFileURL('dist/server/entry-server.js').href);
const { html, head } = render();
for (const text of ['Kokoelma', 'Museot', 'Ei tuloksia', 'Hae kokoelmasta', 'Näytä lisää']) {
  assert.ok(html.includes(text), `the server HTML has "${text}"`);
}
assert.match(
  head,
  /<style data-emotion="k [^"]+"[^>]*>[^<]*\.k-[\w-]+\{/,
  'emotion styles in head',
);
assert.ok(!/<style/.test(html), 'no <style> elements in the body: styles went to <head>');

// 2. The browser build: its entry, and nothing of the components the app does not use.
const template = readFileSync('dist/client/index.html', 'utf8');
const entry = template.match(/<script type="module"[^>]* src="\/([^"]+)"/)?.[1];
assert.ok(entry, 'the built page loads a module');
const assets = readdirSync('dist/client/assets').filter((f) => f.endsWith('.js'));
const bundle = assets.map((f) => readFileSync(join('dist/client/assets', f), 'utf8')).join('\n');
const bundleBytes = Buffer.byteLength(bundle);
assert.ok(bundle.includes('Näytä lisää'), 'the bundle holds the app');
if (unusedMarker) {
  assert.ok(!bundle.includes(unusedMarker), `tree shaking: "${unusedMarker}" is not in the bundle`);
}

// 3. jsdom: the server's page, hydrated by the browser build.
const page = template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
const dom = new JSDOM(page, { url: 'http://localhost/', pretendToBeVisual: true });
const { window } = dom;
const consoleErrors = [];
const browserGlobals = ['window', 'document', 'navigator', 'HTMLElement', 'Node', 'Event'];
for (const key of browserGlobals) {
  Object.defineProperty(globalThis, key, {
    value: window[key],
    configurable: true,
    writable: true,
  });
}
const originalError = console.error;
console.error = (...args) => consoleErrors.push(args.map(String).join(' '));
const stylesBefore = window.document.querySelectorAll('style[data-emotion]').length;
try {
  await import(pathToFileURL(join('dist/client', entry)).href);
  const until = async (condition, what) => {
    for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((r) => setTimeout(r, 10));
    assert.ok(condition(), what);
  };
  await until(() => window.consumer?.hydrated, 'the page hydrates');
  assert.deepEqual(window.consumer.errors, [], 'hydration without recoverable errors');
  const button = [...window.document.querySelectorAll('button')].find((b) =>
    b.textContent.includes('Näytä lisää'),
  );
  assert.ok(button, 'the button is there');
  button.dispatchEvent(new window.MouseEvent('click', { bubbles: true }));
  await until(() => button.textContent.includes('Näytä lisää: 1'), 'a click updates the state');
  const styles = [...window.document.querySelectorAll('style')].map((s) => s.textContent);
  const emotionClass = [...button.classList].find((c) => c.startsWith('k-'));
  assert.ok(emotionClass, 'the button has an emotion class');
  assert.ok(
    styles.some((s) => s.includes(`.${emotionClass}`)),
    'the button’s style is in the document',
  );
  assert.equal(
    window.document.querySelectorAll('style[data-emotion]').length,
    stylesBefore,
    'emotion reused the server’s styles instead of writing them again',
  );
} finally {
  console.error = originalError;
}
assert.deepEqual(consoleErrors, [], 'no console errors in the browser');
window.close();

console.log(
  JSON.stringify({
    ssrHtmlBytes: html.length,
    bundleBytes,
    bundleFiles: assets.length,
    exports: { '@kokoelma/ui': Object.keys(ui) },
  }),
);
