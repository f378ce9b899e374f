/** Lowest supported major version per browser (spec §8); others get the warning banner. */
export const SUPPORTED_BROWSERS = {
  edge: 139,
  firefox: 142,
  chrome: 91,
  safari: 18,
  ios: 18,
  opera: 120,
  samsung: 28,
} as const;

/** A browser named in {@link SUPPORTED_BROWSERS}. */
export type BrowserName = keyof typeof SUPPORTED_BROWSERS;

/** A recognised browser and its major version (for iOS: the system version). */
export interface BrowserVersion {
  readonly name: BrowserName;
  readonly major: number;
}

/**
 * Patterns in detection order: browsers that also claim to be Chrome or Safari first.
 * Every browser on iOS runs Apple's engine, so iOS is judged by its system version.
 */
const PATTERNS: readonly (readonly [BrowserName, RegExp])[] = [
  ['ios', /(?:iPhone|iPad|iPod)[^)]*? OS (\d+)[_.]/],
  ['samsung', /SamsungBrowser\/(\d+)/],
  ['opera', /(?:OPR|Opera)\/(\d+)/],
  ['edge', /Edg(?:e|A)?\/(\d+)/],
  ['firefox', /Firefox\/(\d+)/],
  ['chrome', /Chrom(?:e|ium)\/(\d+)/],
  ['safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

/** The browser named in a User-Agent string, or undefined when none is recognised. */
export function browserFromUserAgent(userAgent: string): BrowserVersion | undefined {
  for (const [name, pattern] of PATTERNS) {
    const major = pattern.exec(userAgent)?.[1];
    if (major !== undefined) return { name, major: Number(major) };
  }
  return undefined;
}

/**
 * True when the banner should warn: a recognised browser older than its minimum.
 * Unknown agents (crawlers, rare browsers) are not warned, as we cannot judge them.
 */
export function isUnsupportedBrowser(userAgent: string): boolean {
  const browser = browserFromUserAgent(userAgent);
  return browser !== undefined && browser.major < SUPPORTED_BROWSERS[browser.name];
}
