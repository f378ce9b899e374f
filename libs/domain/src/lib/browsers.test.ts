import { describe, expect, it } from 'vitest';
import { SUPPORTED_BROWSERS, browserFromUserAgent, isUnsupportedBrowser } from './browsers.js';

const agents = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0.4430.93 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36 Edg/139.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:141.0) Gecko/20100101 Firefox/141.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/134.0.0.0 Safari/537.36 OPR/120.0.0.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36',
};

describe('supported browsers', () => {
  it('has the spec minimum versions', () => {
    expect(SUPPORTED_BROWSERS).toEqual({
      edge: 139,
      firefox: 142,
      chrome: 91,
      safari: 18,
      ios: 18,
      opera: 120,
      samsung: 28,
    });
  });

  it('recognises browsers that also claim to be Chrome or Safari', () => {
    expect(browserFromUserAgent(agents.chrome)).toEqual({ name: 'chrome', major: 90 });
    expect(browserFromUserAgent(agents.edge)).toEqual({ name: 'edge', major: 139 });
    expect(browserFromUserAgent(agents.firefox)).toEqual({ name: 'firefox', major: 141 });
    expect(browserFromUserAgent(agents.safari)).toEqual({ name: 'safari', major: 18 });
    expect(browserFromUserAgent(agents.ios)).toEqual({ name: 'ios', major: 17 });
    expect(browserFromUserAgent(agents.opera)).toEqual({ name: 'opera', major: 120 });
    expect(browserFromUserAgent(agents.samsung)).toEqual({ name: 'samsung', major: 27 });
  });

  it('warns only for recognised browsers below their minimum', () => {
    expect(isUnsupportedBrowser(agents.chrome)).toBe(true);
    expect(isUnsupportedBrowser(agents.firefox)).toBe(true);
    expect(isUnsupportedBrowser(agents.ios)).toBe(true);
    expect(isUnsupportedBrowser(agents.samsung)).toBe(true);
    expect(isUnsupportedBrowser(agents.edge)).toBe(false);
    expect(isUnsupportedBrowser(agents.safari)).toBe(false);
    expect(isUnsupportedBrowser(agents.opera)).toBe(false);
    expect(isUnsupportedBrowser('Googlebot/2.1 (+http://www.google.com/bot.html)')).toBe(false);
    expect(browserFromUserAgent('')).toBeUndefined();
  });
});
