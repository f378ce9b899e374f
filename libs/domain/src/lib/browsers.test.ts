import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SUPPORTED_BROWSERS,
  USER_AGENT_MAX_LENGTH,
  browserFromUserAgent,
  isUnsupportedBrowser,
  matchBrowser,
} from './browsers.js';

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

/** The patterns before issue 18 (two of them quadratic), as the reference of what matches. */
const BACKTRACKING: ReadonlyArray<readonly [string, RegExp]> = [
  ['ios', /(?:iPhone|iPad|iPod)[^)]*? OS (\d+)[_.]/],
  ['samsung', /SamsungBrowser\/(\d+)/],
  ['opera', /(?:OPR|Opera)\/(\d+)/],
  ['edge', /Edg(?:e|A)?\/(\d+)/],
  ['firefox', /Firefox\/(\d+)/],
  ['chrome', /Chrom(?:e|ium)\/(\d+)/],
  ['safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

function referenceBrowser(agent: string) {
  for (const [name, pattern] of BACKTRACKING) {
    const major = pattern.exec(agent)?.[1];
    if (major !== undefined) return { name, major: Number(major) };
  }
  return undefined;
}

/** Milliseconds the slowest of three runs of `run` took. */
function slowest(run: () => unknown): number {
  let worst = 0;
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    run();
    worst = Math.max(worst, performance.now() - started);
  }
  return worst;
}

describe('hostile User-Agent headers (issue 18)', () => {
  const K64 = 65_536;
  const hostile: Record<string, string> = {
    'Version/ and 64k digits': `Version/${'1'.repeat(K64)}`,
    'Version/1 and 64k dots': `Version/1${'.'.repeat(K64)}`,
    'Version/ repeated': 'Version/1 '.repeat(K64 / 10),
    'Mobile/ and 64k letters': `Version/1 Mobile/${'a'.repeat(K64)}`,
    'iPhone repeated': 'iPhone'.repeat(K64 / 6),
    'iPad and 64k spaces': `iPad${' '.repeat(K64)}`,
    ' OS and 64k digits': `(iPhone OS ${'7'.repeat(K64)}`,
    'Edg/ repeated': 'EdgA'.repeat(K64 / 4),
    'Chrome/ and 64k digits': `Chrome/${'9'.repeat(K64)}x`,
  };

  it.each(Object.entries(hostile))('reads %s in well under 50 ms, capped or not', (_, agent) => {
    expect(agent.length).toBeGreaterThanOrEqual(K64 - 10);
    expect(slowest(() => browserFromUserAgent(agent))).toBeLessThan(50);
    // The patterns themselves are linear, whatever the cap: the whole 64 KB is read too.
    expect(slowest(() => matchBrowser(agent))).toBeLessThan(50);
  });

  it('reads only the first 512 characters', () => {
    expect(USER_AGENT_MAX_LENGTH).toBe(512);
    const padding = 'x'.repeat(USER_AGENT_MAX_LENGTH);
    expect(browserFromUserAgent(`${padding}${agents.chrome}`)).toBeUndefined();
    expect(browserFromUserAgent(`${agents.chrome}${padding}`)).toEqual({
      name: 'chrome',
      major: 90,
    });
  });

  it('recognises what the backtracking patterns recognised', () => {
    for (const agent of Object.values(agents)) {
      expect(matchBrowser(agent)).toEqual(referenceBrowser(agent));
    }
    const more = [
      'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (iPod touch; CPU iPhone OS 12.5 like Mac OS X)',
      'Mozilla/5.0 (iPhone) (X; CPU iPhone OS 16_1 like Mac OS X)',
      'Mozilla/5.0 (Macintosh) Version/17.4.1 Mobile/15E148 Safari/604.1',
      'Version/16..2 Safari/605',
      'Version/16 Safari/605',
      'Version/16.1 Mobile/ Safari/605',
    ];
    for (const agent of more) expect(matchBrowser(agent)).toEqual(referenceBrowser(agent));
    // Generated agents from the patterns' own vocabulary, short enough for the old ones.
    const token = fc.constantFrom(
      'iPhone',
      'iPad',
      'iPod',
      ' OS ',
      'OS ',
      '_',
      '.',
      ')',
      '(',
      ' ',
      'Version/',
      'Mobile/',
      'Safari/',
      'Chrome/',
      'Edg/',
      'OPR/',
      'Firefox/',
      'SamsungBrowser/',
      '1',
      '17',
      '0',
      'x',
      ';',
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 24 }), (tokens) => {
        const agent = tokens.join('');
        expect(matchBrowser(agent)).toEqual(referenceBrowser(agent));
      }),
      { numRuns: 3000, seed: 18 },
    );
  });
});
