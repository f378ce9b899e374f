import { describe, expect, it } from 'vitest';
import { CRAWLER_TOKENS, USER_AGENT_MAX_LENGTH, isCrawler, isUnsupportedBrowser } from './browsers';

// Issue 21 item 10: browsers the spec does not list are warned (Internet Explorer among
// them); crawlers and link-preview bots, recognised by their published tokens, are not.

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

describe('isUnsupportedBrowser for browsers the spec does not list', () => {
  it('warns Internet Explorer 11 and 10', () => {
    expect(isUnsupportedBrowser(IE11)).toBe(true);
    expect(isUnsupportedBrowser(IE10)).toBe(true);
  });

  it('warns an unknown browser-like agent, not a supported one', () => {
    expect(isUnsupportedBrowser('Mozilla/5.0 (X11; Linux x86_64) SomeBrowser/3.0')).toBe(true);
    expect(isUnsupportedBrowser('Opera/9.80 (Windows NT 6.1) Presto/2.12.388 Version/12.18')).toBe(
      true,
    );
    expect(isUnsupportedBrowser(CHROME)).toBe(false);
  });

  it('never warns crawlers and link-preview bots, by their published tokens', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/80.0 Safari/537.36',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Twitterbot/1.0',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'WhatsApp/2.23.20.0',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'Mozilla/5.0 (compatible; Applebot/0.1; +http://www.apple.com/go/applebot)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
      // A crawler that also names an old browser is still a crawler.
      'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0; Googlebot/2.1)',
    ]) {
      expect(isCrawler(agent), agent).toBe(true);
      expect(isUnsupportedBrowser(agent), agent).toBe(false);
    }
    expect(isCrawler(CHROME)).toBe(false);
  });

  it('does not warn clients that are no browser at all', () => {
    expect(isUnsupportedBrowser('')).toBe(false);
    expect(isUnsupportedBrowser('curl/8.5.0')).toBe(false);
  });

  it('reads only the first 512 characters, in linear time', () => {
    expect(CRAWLER_TOKENS.every((token) => token === token.toLowerCase())).toBe(true);
    // A token past the first 512 characters is not read.
    const padded = `Mozilla/5.0 (${'x'.repeat(USER_AGENT_MAX_LENGTH)}) Googlebot/2.1`;
    expect(isCrawler(padded)).toBe(false);
    // Cut before it names anything: an unknown agent longer than any real one is not judged.
    expect(isUnsupportedBrowser(padded)).toBe(false);
    expect(isUnsupportedBrowser(`${IE11} ${'x'.repeat(USER_AGENT_MAX_LENGTH)}`)).toBe(false);
    // …also as the server passes it on, cut to the cap.
    expect(isUnsupportedBrowser(padded.slice(0, USER_AGENT_MAX_LENGTH))).toBe(false);
    expect(isUnsupportedBrowser(`Chrome/80.0 ${'x'.repeat(USER_AGENT_MAX_LENGTH)}`)).toBe(true);
    // A 64 KB hostile header costs what its first 512 characters cost.
    const hostile = `Mozilla/5.0 ${'Trident/7.0; rv:11.0 bot '.repeat(3000)}`;
    const started = performance.now();
    for (let i = 0; i < 200; i += 1) isUnsupportedBrowser(hostile);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
