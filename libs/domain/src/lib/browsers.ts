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
 * How much of a User-Agent header is read: real ones are a few hundred characters, and
 * nothing a client sends should cost more than a glance (a 64 KB header is cut here).
 */
export const USER_AGENT_MAX_LENGTH = 512;

/**
 * Patterns in detection order: browsers that also claim to be Chrome or Safari first.
 * Every one runs in linear time on any input: a literal name, then quantifiers each
 * followed by a character they cannot match, so no failed match ever backtracks over
 * the same characters twice (a User-Agent is attacker-written; see the 64 KB tests).
 */
const PATTERNS: readonly (readonly [BrowserName, RegExp])[] = [
  ['samsung', /SamsungBrowser\/(\d+)/],
  ['opera', /(?:OPR|Opera)\/(\d+)/],
  ['edge', /Edg(?:e|A)?\/(\d+)/],
  ['firefox', /Firefox\/(\d+)/],
  ['chrome', /Chrom(?:e|ium)\/(\d+)/],
  // `(\d+)` then optional `.`-led minor parts: the version's digits belong to one quantifier.
  ['safari', /Version\/(\d+)(?:\.[\d.]*)? (?:Mobile\/\S+ )?Safari\//],
];

const IOS_DEVICE = /iP(?:hone|ad|od)/;
const IOS_VERSION = / OS (\d+)[_.]/;

/**
 * The iOS version: " OS 17_5" after iPhone, iPad or iPod within the same parenthesis
 * (no `)` between them). Found segment by segment, each read once, instead of a lazy
 * `[^)]*?` tried again from every device name (quadratic on "iPhone" repeated).
 */
function iosVersion(userAgent: string): string | undefined {
  for (const segment of userAgent.split(')')) {
    const device = IOS_DEVICE.exec(segment);
    if (!device) continue;
    const version = IOS_VERSION.exec(segment.slice(device.index + device[0].length));
    if (version) return version[1];
  }
  return undefined;
}

/** The browser named in a User-Agent string, or undefined when none is recognised. */
export function browserFromUserAgent(userAgent: string): BrowserVersion | undefined {
  return matchBrowser(userAgent.slice(0, USER_AGENT_MAX_LENGTH));
}

/**
 * {@link browserFromUserAgent} without the length cap: the patterns alone, which are
 * linear on any length (exported for the tests that prove it; not part of the API).
 */
export function matchBrowser(agent: string): BrowserVersion | undefined {
  const ios = iosVersion(agent);
  if (ios !== undefined) return { name: 'ios', major: Number(ios) };
  for (const [name, pattern] of PATTERNS) {
    const major = pattern.exec(agent)?.[1];
    if (major !== undefined) return { name, major: Number(major) };
  }
  return undefined;
}

/**
 * The published User-Agent tokens of crawlers and link-preview fetchers (search engines,
 * social networks, chat apps, AI crawlers, SEO tools), lower-case. They render pages for
 * an index or a preview card, not for a visitor: no banner for them.
 */
export const CRAWLER_TOKENS: readonly string[] = [
  'googlebot',
  'google-inspectiontool',
  'googleother',
  'storebot-google',
  'adsbot-google',
  'mediapartners-google',
  'apis-google',
  'feedfetcher-google',
  'google-read-aloud',
  'google-extended',
  'bingbot',
  'bingpreview',
  'msnbot',
  'adidxbot',
  'slurp',
  'duckduckbot',
  'duckassistbot',
  'yandex',
  'baiduspider',
  'applebot',
  'seznambot',
  'qwantify',
  'petalbot',
  'sogou',
  'facebookexternalhit',
  'facebookcatalog',
  'facebot',
  'meta-externalagent',
  'twitterbot',
  'linkedinbot',
  'pinterestbot',
  'pinterest/',
  'redditbot',
  'slackbot',
  'slack-imgproxy',
  'discordbot',
  'telegrambot',
  'whatsapp',
  'skypeuripreview',
  'viber',
  'mastodon',
  'bluesky',
  'embedly',
  'iframely',
  'gptbot',
  'chatgpt-user',
  'oai-searchbot',
  'claudebot',
  'claude-user',
  'perplexitybot',
  'amazonbot',
  'bytespider',
  'ccbot',
  'ahrefsbot',
  'semrushbot',
  'mj12bot',
  'dotbot',
  'rogerbot',
  'screaming frog',
  'chrome-lighthouse',
];

/**
 * A crawler or link-preview fetcher, by its published token (a plain substring search of
 * the first {@link USER_AGENT_MAX_LENGTH} characters: no pattern, linear by construction).
 */
export function isCrawler(userAgent: string): boolean {
  const agent = userAgent.slice(0, USER_AGENT_MAX_LENGTH).toLowerCase();
  return CRAWLER_TOKENS.some((token) => agent.includes(token));
}

/**
 * True when the banner should warn: a recognised browser older than its minimum, or a
 * browser the spec does not list at all (Internet Explorer: `Trident/7.0; rv:11.0`,
 * `MSIE 10.0`; any other `Mozilla/`-style agent none of the patterns knows). Crawlers and
 * link-preview bots are never warned, nor clients that do not claim to be a browser (an
 * empty agent, `curl/8`), nor an unknown agent of {@link USER_AGENT_MAX_LENGTH} characters
 * or more (no real one is: only its start is read, and that names no browser).
 */
export function isUnsupportedBrowser(userAgent: string): boolean {
  const agent = userAgent.slice(0, USER_AGENT_MAX_LENGTH);
  if (isCrawler(agent)) return false;
  const browser = matchBrowser(agent);
  if (browser) return browser.major < SUPPORTED_BROWSERS[browser.name];
  // An agent as long as the cap or longer (the server passes pages only its first
  // USER_AGENT_MAX_LENGTH characters) is longer than any real one: if its start names no
  // browser, it is not judged.
  if (userAgent.length >= USER_AGENT_MAX_LENGTH) return false;
  return agent.startsWith('Mozilla/') || agent.startsWith('Opera/');
}
