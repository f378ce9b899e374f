import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  ClientInfoContext,
  UNSUPPORTED_BROWSER_ATTRIBUTE,
  clientInfoFrom,
  clientInfoOfPage,
  useClientInfo,
} from './client-info';

const OLD_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0.3987.149 Safari/537.36';
const CURRENT_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0';

/** What the server writes on <html>, as Document does. */
function HtmlOf() {
  const { unsupportedBrowser } = useClientInfo();
  return <html {...(unsupportedBrowser ? { [UNSUPPORTED_BROWSER_ATTRIBUTE]: '' } : {})} />;
}

/** The browser's view of a page the server rendered for `userAgent`. */
function browserSees(userAgent: string, cookie = '') {
  const html = renderToString(
    <ClientInfoContext value={clientInfoFrom(userAgent, cookie)}>
      <HtmlOf />
    </ClientInfoContext>,
  );
  const doc = document.implementation.createHTMLDocument('');
  const parsed = new DOMParser().parseFromString(html, 'text/html').documentElement;
  for (const { name, value } of parsed.attributes) doc.documentElement.setAttribute(name, value);
  Object.defineProperty(doc, 'cookie', { value: cookie });
  return clientInfoOfPage(doc);
}

describe('the browser takes the server’s browser decision from the page', () => {
  it('an old browser, warned on the server, stays warned once the page runs', () => {
    expect(clientInfoFrom(OLD_CHROME).unsupportedBrowser).toBe(true);
    expect(browserSees(OLD_CHROME).unsupportedBrowser).toBe(true);
  });

  it('a current browser is not warned on either side', () => {
    expect(clientInfoFrom(CURRENT_FIREFOX).unsupportedBrowser).toBe(false);
    expect(browserSees(CURRENT_FIREFOX).unsupportedBrowser).toBe(false);
  });

  it('the layout choices come from the cookies on both sides', () => {
    const cookie = 'a=b; kokoelma_layout_results=row; kokoelma_layout_gallery=bogus';
    expect(clientInfoFrom(CURRENT_FIREFOX, cookie).layouts).toEqual({ results: 'row' });
    expect(browserSees(CURRENT_FIREFOX, cookie).layouts).toEqual({ results: 'row' });
  });
});
