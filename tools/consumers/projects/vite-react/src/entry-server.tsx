// The server entry: renders the app with react-dom/server and collects emotion's styles
// for <head> (the ui README's recipe), one cache per render.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { App } from './app';

export function render(): { html: string; head: string } {
  const cache = createCache({ key: 'k' });
  cache.compat = true;
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <App />
    </CacheProvider>,
  );
  const head = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, head };
}
