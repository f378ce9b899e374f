import { describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with no environment at all: the embedded defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('localhost');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.secure).toBe(false);
  });

  it('reads numbers from strings and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '8080', HOST: '', PUBLIC_URL: 'https://kokoelma.example' });
    expect(config.PORT).toBe(8080);
    expect(config.HOST).toBe('localhost');
    expect(config.secure).toBe(true);
  });

  it('keeps the tokenless metrics port on this host, whatever HOST the site has (review I4)', () => {
    const config = loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '9464' });
    expect(config.METRICS_HOST).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_HOST: '10.0.0.5' }).METRICS_HOST).toBe('10.0.0.5');
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', PUBLIC_URL: 'ftp://x/' });
      expect.unreachable('a bad configuration must not load');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('LOG_LEVEL');
      expect(message).toContain('PUBLIC_URL');
    }
  });

  it('trusts no proxy by default; TRUST_PROXY takes a hop count, addresses or true (issue 18)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,::1,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.10', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0', 'lb.example.fi', '1.2.3.4,', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be/);
    }
    // A hop count as Fastify takes it: the nearest `n` addresses are proxies.
    const hops = fastifyTrustProxy(2);
    expect(typeof hops === 'function' && [0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([
      true,
      true,
      false,
    ]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });

  it('leaves the update queue off by default and checks its secret and limits', () => {
    const config = loadConfig({});
    expect(config.UPDATE_QUEUE_SECRET).toBeUndefined();
    expect(config.UPDATE_QUEUE_MAX_BYTES).toBe(10_485_760);
    expect(config.UPDATE_QUEUE_REFRESH_SECONDS).toBe(60);
    const secret = 'a'.repeat(32);
    expect(loadConfig({ UPDATE_QUEUE_SECRET: secret }).UPDATE_QUEUE_SECRET).toBe(secret);
    for (const bad of ['short', `${'a'.repeat(31)}`, `${'a'.repeat(32)} b`, `${'ä'.repeat(32)}`]) {
      expect(() => loadConfig({ UPDATE_QUEUE_SECRET: bad }), bad).toThrow(/UPDATE_QUEUE_SECRET/);
    }
    expect(() => loadConfig({ UPDATE_QUEUE_MAX_BYTES: '10' })).toThrow(/UPDATE_QUEUE_MAX_BYTES/);
    // The message names the variable but never repeats a secret's value.
    expect(() => loadConfig({ UPDATE_QUEUE_SECRET: 'hunter2-but-short' })).toThrow(
      /UPDATE_QUEUE_SECRET .*\(got a value of 17 characters\)$/,
    );
    expect(() => loadConfig({ UPDATE_QUEUE_SECRET: 'hunter2-but-short' })).not.toThrow(/hunter2/);
  });

  it('uses local accounts and 14 / 90 day sessions by default', () => {
    const config = loadConfig({});
    expect(config.oidc).toBeNull();
    expect(config.SESSION_IDLE_DAYS).toBe(14);
    expect(config.SESSION_ABSOLUTE_DAYS).toBe(90);
    expect(config.AUTH_RATE_LIMIT_PER_IP).toBe(10);
    expect(config.AUTH_RATE_LIMIT_PER_ACCOUNT).toBe(5);
  });

  it('limits each public API key to 120 requests a minute unless configured', () => {
    expect(loadConfig({})).toMatchObject({
      API_RATE_LIMIT_MAX: 120,
      API_RATE_LIMIT_WINDOW_SECONDS: 60,
    });
    const config = loadConfig({ API_RATE_LIMIT_MAX: '5', API_RATE_LIMIT_WINDOW_SECONDS: '1' });
    expect([config.API_RATE_LIMIT_MAX, config.API_RATE_LIMIT_WINDOW_SECONDS]).toEqual([5, 1]);
    expect(() =>
      loadConfig({ API_RATE_LIMIT_MAX: '0', API_RATE_LIMIT_WINDOW_SECONDS: 'x' }),
    ).toThrow(/API_RATE_LIMIT_MAX.*API_RATE_LIMIT_WINDOW_SECONDS/);
  });

  it('switches to an OpenID Connect provider when all three OIDC variables are set', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://id.example.fi',
      OIDC_CLIENT_ID: 'kokoelma',
      OIDC_CLIENT_SECRET: 's3cret',
    });
    expect(config.oidc).toEqual({
      issuer: 'https://id.example.fi',
      clientId: 'kokoelma',
      clientSecret: 's3cret',
    });
  });

  it('uses the local content by default, with a one-minute CMS cache', () => {
    const config = loadConfig({});
    expect(config.CONTENTFUL_SPACE_ID).toBeUndefined();
    expect(config.CMS_CACHE_SECONDS).toBe(60);
    expect(config.CONTENTFUL_WEBHOOK_SECRET).toBeUndefined();
    expect(config.COOKIEBOT_ID).toBeUndefined();
  });

  it('reads the Contentful settings, and refuses a space without its token and the reverse', () => {
    const config = loadConfig({
      CONTENTFUL_SPACE_ID: 'abc123',
      CONTENTFUL_ACCESS_TOKEN: 'token',
      CONTENTFUL_LOCALES: 'fi=fi-FI,sv=sv-FI',
      CMS_CACHE_SECONDS: '0',
      CONTENTFUL_WEBHOOK_SECRET: 'a-long-enough-secret',
    });
    expect(config.CONTENTFUL_SPACE_ID).toBe('abc123');
    expect(config.CMS_CACHE_SECONDS).toBe(0);
    expect(() => loadConfig({ CONTENTFUL_SPACE_ID: 'abc123' })).toThrow(
      /CONTENTFUL_ACCESS_TOKEN is required/,
    );
    expect(() => loadConfig({ CONTENTFUL_PREVIEW_ACCESS_TOKEN: 'x' })).toThrow(
      /CONTENTFUL_SPACE_ID is missing/,
    );
  });

  it('needs a preview secret of 16+ characters with the Contentful preview token', () => {
    const space = { CONTENTFUL_SPACE_ID: 'abc123', CONTENTFUL_ACCESS_TOKEN: 'token' };
    expect(() => loadConfig({ ...space, CONTENTFUL_PREVIEW_ACCESS_TOKEN: 'preview' })).toThrow(
      /CONTENTFUL_PREVIEW_SECRET is required with CONTENTFUL_PREVIEW_ACCESS_TOKEN/,
    );
    expect(() =>
      loadConfig({
        ...space,
        CONTENTFUL_PREVIEW_ACCESS_TOKEN: 'preview',
        CONTENTFUL_PREVIEW_SECRET: 'too-short',
      }),
    ).toThrow(/CONTENTFUL_PREVIEW_SECRET/);
    const config = loadConfig({
      ...space,
      CONTENTFUL_PREVIEW_ACCESS_TOKEN: 'preview',
      CONTENTFUL_PREVIEW_SECRET: 'a-long-enough-preview-secret',
    });
    expect(config.CONTENTFUL_PREVIEW_SECRET).toBe('a-long-enough-preview-secret');
  });

  it('names bad CMS values: cache seconds, locales, a short webhook secret, the consent id', () => {
    try {
      loadConfig({
        CMS_CACHE_SECONDS: '-1',
        CONTENTFUL_LOCALES: 'de=de-DE',
        CONTENTFUL_WEBHOOK_SECRET: 'short',
        COOKIEBOT_ID: 'has spaces',
      });
      expect.unreachable('a bad configuration must not load');
    } catch (error) {
      const message = (error as ConfigError).message;
      for (const name of [
        'CMS_CACHE_SECONDS',
        'CONTENTFUL_LOCALES',
        'CONTENTFUL_WEBHOOK_SECRET',
        'COOKIEBOT_ID',
      ]) {
        expect(message).toContain(name);
      }
    }
  });

  it('refuses part of the OIDC settings, naming what is missing', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.fi' })).toThrow(
      /OIDC_CLIENT_ID, OIDC_CLIENT_SECRET/,
    );
  });

  it('accepts a plain-http issuer only on this machine', () => {
    const local = { OIDC_CLIENT_ID: 'k', OIDC_CLIENT_SECRET: 's' };
    expect(loadConfig({ ...local, OIDC_ISSUER: 'http://127.0.0.1:4000' }).oidc?.issuer).toBe(
      'http://127.0.0.1:4000',
    );
    expect(() => loadConfig({ ...local, OIDC_ISSUER: 'http://id.example.fi' })).toThrow(
      /OIDC_ISSUER/,
    );
  });

  it('refuses sessions that would end sooner in total than when idle', () => {
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '30', SESSION_ABSOLUTE_DAYS: '7' })).toThrow(
      /SESSION_ABSOLUTE_DAYS must be at least SESSION_IDLE_DAYS/,
    );
    expect(() => loadConfig({ SESSION_ABSOLUTE_DAYS: '500' })).toThrow(/SESSION_ABSOLUTE_DAYS/);
  });
});

describe('loadConfig: API keys', () => {
  it('approves keys automatically and signs in locally by default', () => {
    const config = loadConfig({});
    expect(config.API_KEY_APPROVAL).toBe('auto');
    expect(config.github).toBeNull();
    expect(loadConfig({ API_KEY_APPROVAL: 'manual' }).API_KEY_APPROVAL).toBe('manual');
    // A public (https) site approves keys by hand unless told otherwise.
    const https = { PUBLIC_URL: 'https://kokoelma.example.fi' };
    expect(loadConfig(https).API_KEY_APPROVAL).toBe('manual');
    expect(loadConfig({ ...https, API_KEY_APPROVAL: 'auto' }).API_KEY_APPROVAL).toBe('auto');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).API_KEY_APPROVAL).toBe('auto');
    expect(() => loadConfig({ API_KEY_APPROVAL: 'sometimes' })).toThrow(
      /API_KEY_APPROVAL must be one of auto, manual/,
    );
  });

  it('signs in with GitHub when its client id and secret are set', () => {
    const github = { GITHUB_CLIENT_ID: 'Iv1.abc', GITHUB_CLIENT_SECRET: 'shh' };
    expect(loadConfig(github).github).toEqual({
      clientId: 'Iv1.abc',
      clientSecret: 'shh',
      oauthUrl: 'https://github.com',
      apiUrl: 'https://api.github.com',
    });
    const local = {
      GITHUB_OAUTH_URL: 'http://127.0.0.1:4100',
      GITHUB_API_URL: 'http://localhost:4100/api',
    };
    expect(loadConfig({ ...github, ...local }).github).toMatchObject({
      oauthUrl: 'http://127.0.0.1:4100',
      apiUrl: 'http://localhost:4100/api',
    });
    expect(() => loadConfig({ ...github, GITHUB_API_URL: 'http://api.github.com' })).toThrow(
      /GITHUB_API_URL/,
    );
  });

  it('refuses one half of the GitHub app', () => {
    expect(() => loadConfig({ GITHUB_CLIENT_ID: 'Iv1.abc' })).toThrow(
      /GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET must be set together \(missing GITHUB_CLIENT_SECRET\)/,
    );
  });
});
