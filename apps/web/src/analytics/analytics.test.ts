import { describe, expect, it } from 'vitest';
import { createAnalytics, type AnalyticsEvent } from './analytics';

function fakeEnvironment() {
  const pushed: AnalyticsEvent[] = [];
  const state = { loaded: false, consent: false, tick: null as null | (() => void), cleared: 0 };
  const env = {
    dataLayer: { push: (e: AnalyticsEvent) => pushed.push(e) },
    hasConsent: () => state.consent,
    isLoaded: () => state.loaded,
    setInterval: (fn: () => void, ms: number) => {
      expect(ms).toBe(1000);
      state.tick = fn;
      return 1;
    },
    clearInterval: () => {
      state.tick = null;
      state.cleared += 1;
    },
  };
  return { env, pushed, state };
}

describe('analytics', () => {
  it('reports a gallery’s page without its secret slug or an edit link’s token (review L2)', () => {
    const { env, pushed, state } = fakeEnvironment();
    state.loaded = true;
    state.consent = true;
    const analytics = createAnalytics(env);
    analytics.track({
      event: 'pageview',
      page: '/fi/galleries/s9N_PAMCp7mF9LMUvLaqZA',
      lang: 'fi',
      page_location: 'https://kokoelma.example/fi/galleries/s9N_PAMCp7mF9LMUvLaqZA?editToken=x1',
    });
    expect(pushed).toEqual([
      {
        event: 'pageview',
        page: '/fi/galleries/:slug',
        lang: 'fi',
        page_location: 'https://kokoelma.example/fi/galleries/:slug',
      },
    ]);
  });

  it('queues events until the page has loaded and consent is given, then sends them in order', () => {
    const { env, pushed, state } = fakeEnvironment();
    const analytics = createAnalytics(env);
    analytics.track({ event: 'pageview', page: '/fi/', lang: 'fi' });
    analytics.track({ event: 'menuButtonClick', open: true });
    state.tick?.();
    expect(pushed).toEqual([]);
    state.loaded = true;
    state.tick?.();
    expect(pushed).toEqual([]);
    state.consent = true;
    state.tick?.();
    expect(pushed.map((e) => e.event)).toEqual(['pageview', 'menuButtonClick']);
    expect(state.tick).toBeNull();
    analytics.track({ event: 'donationLinkClick' });
    expect(pushed.at(-1)).toEqual({ event: 'donationLinkClick' });
  });

  it('never sends anything without consent', () => {
    const { env, pushed, state } = fakeEnvironment();
    const analytics = createAnalytics(env);
    state.loaded = true;
    analytics.track({ event: 'userLogout' });
    for (let i = 0; i < 10; i += 1) state.tick?.();
    expect(pushed).toEqual([]);
    analytics.dispose();
    expect(state.cleared).toBe(1);
  });

  it('keeps order when an event arrives while older ones wait', () => {
    const { env, pushed, state } = fakeEnvironment();
    const analytics = createAnalytics(env);
    analytics.track({ event: 'pageview', page: '/sv/', lang: 'sv' });
    state.loaded = true;
    state.consent = true;
    analytics.track({ event: 'collectionSearch', searchTerms: ['kissa'] });
    expect(pushed).toEqual([]);
    state.tick?.();
    expect(pushed.map((e) => e.event)).toEqual(['pageview', 'collectionSearch']);
  });
});
