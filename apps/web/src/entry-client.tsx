import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createEmotionCache } from './app/emotion-cache';
import { routes } from './app/routes';

// The server stamped its style tags with this request's style nonce; styles emotion adds
// later in the browser carry the same one so the Content Security Policy admits them.
const nonce = document.querySelector<HTMLStyleElement>('style[nonce]')?.nonce || undefined;
const cache = createEmotionCache(nonce);
const router = createBrowserRouter(routes);

hydrateRoot(
  document,
  <StrictMode>
    <CacheProvider value={cache}>
      <RouterProvider router={router} />
    </CacheProvider>
  </StrictMode>,
);
