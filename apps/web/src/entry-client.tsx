// The browser entry. What a visitor waits for first is the page as the server rendered it,
// and its largest image: the app's code (React, the router, the page's modules — fetched
// meanwhile through the page's modulepreload links) runs once the page has loaded and
// painted, so that running it never holds up that paint. Until then links and forms work
// as plain HTML.

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
await import('./app/start-client');

export {};
