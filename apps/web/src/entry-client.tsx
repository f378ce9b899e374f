// The browser entry. What a visitor waits for first is the page as the server rendered it,
// and its largest image: the app's code (React, the router, the page's modules) is fetched
// and run once the page has loaded and painted, so that it never shares the network with
// the page's own text, styles and images, nor holds up their paint. Until then links and
// forms work as plain HTML.
import { preloadAppModules } from './app/app-modules';
import { yieldToMain } from './app/yield-to-main';

/** Resolves after the page's load event (or 3 s at most) and the paint that follows. */
function pagePainted(): Promise<void> {
  return new Promise((resolve) => {
    const afterPaint = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    if (document.readyState === 'complete') return afterPaint();
    const timer = setTimeout(afterPaint, 3000);
    window.addEventListener(
      'load',
      () => {
        clearTimeout(timer);
        afterPaint();
      },
      { once: true },
    );
  });
}

await pagePainted();
// Every module of the page (the page lists them), rather than import by import.
await preloadAppModules();
// The libraries, then the app, each in a task of its own.
await import('./app/libraries');
await yieldToMain();
await import('./app/start-client');

export {};
