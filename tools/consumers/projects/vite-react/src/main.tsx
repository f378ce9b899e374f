// The browser entry: hydrates the server's HTML with an emotion cache of the same key, so
// emotion takes over the server's <style> elements (the ui README's recipe).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app';

window.consumer = { hydrated: false, errors: [] };
const cache = createCache({ key: 'k' });
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root to hydrate');
hydrateRoot(
  root,
  <CacheProvider value={cache}>
    <App />
  </CacheProvider>,
  { onRecoverableError: (error) => window.consumer?.errors.push(String(error)) },
);
