import type { FastifyRequest } from 'fastify';
import { safeReturnTo, languageOf } from '@kokoelma/accounts';
import { isLanguage, type Language } from '@kokoelma/domain';

/** What the busy page says, in each of the site's languages. */
const TEXTS: Record<Language, { title: string; body: string; again: string }> = {
  fi: {
    title: 'Sivusto on juuri nyt ruuhkainen',
    body: 'Emme ehtineet näyttää sivua. Yritä hetken päästä uudelleen.',
    again: 'Yritä uudelleen',
  },
  sv: {
    title: 'Webbplatsen är överbelastad just nu',
    body: 'Vi hann inte visa sidan. Försök igen om en stund.',
    again: 'Försök igen',
  },
  en: {
    title: 'The site is busy right now',
    body: 'We could not show the page in time. Please try again in a moment.',
    again: 'Try again',
  },
};

/** Whether a shed request is a browser's page view (a GET outside /api that takes HTML). */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/api/')) return false;
  return /text\/html/i.test(request.headers.accept ?? '');
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page a browser gets when the server sheds its request (503): no render, no
 * database, the same few hundred bytes every time — in the page's language (the first
 * segment of its address, else its `?lang=`, else Finnish), with a link to load the page
 * again (only a path of this site: `safeReturnTo`, as after sign-in). Its one style
 * carries the answer's CSP nonce.
 */
export function busyPage(url: string, styleNonce: string): string {
  const [path = '', query = ''] = url.split('?', 2);
  const first = path.split('/')[1];
  const lang: Language = isLanguage(first)
    ? first
    : languageOf(new URLSearchParams(query).get('lang'));
  const text = TEXTS[lang];
  const again = safeReturnTo(url, lang);
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(text.title)}</title>
<style nonce="${escape(styleNonce)}">body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}a{color:#0b5394}</style>
</head><body><main><h1>${escape(text.title)}</h1><p>${escape(text.body)}</p>
<p><a href="${escape(again)}">${escape(text.again)}</a></p></main></body></html>`;
}
