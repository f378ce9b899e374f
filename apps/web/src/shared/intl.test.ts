import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as I18n from '@kokoelma/i18n';

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('@kokoelma/i18n');
});

describe('loadIntl', () => {
  it('tries a language again after its messages failed to load, instead of failing for good', async () => {
    const actual = await vi.importActual<typeof I18n>('@kokoelma/i18n');
    let fail = true;
    vi.doMock('@kokoelma/i18n', () => ({
      ...actual,
      loadMessages: async (lang: 'fi' | 'sv' | 'en') => {
        if (fail) throw new Error('offline');
        return actual.loadMessages(lang);
      },
    }));
    vi.doMock('@kokoelma/domain', async () => ({
      ...(await vi.importActual<object>('@kokoelma/domain')),
      // No waiting between retries in a test.
      retryLazy: <T>(load: () => Promise<T>) => load(),
    }));
    const { loadIntl } = await import('./intl');
    await expect(loadIntl('sv')).rejects.toThrow('offline');
    fail = false;
    const intl = await loadIntl('sv');
    expect(intl.locale).toMatch(/^sv/);
  });
});
