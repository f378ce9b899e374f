import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, type SentryLike } from './error-reporting';

function fakeSentry() {
  const sent: Array<[unknown, unknown]> = [];
  const sdk: SentryLike = {
    init: vi.fn(),
    captureException: (error, context) => sent.push([error, context.tags]),
  };
  return { sdk, sent };
}

describe('error reporting', () => {
  it('sends nothing and loads nothing without a DSN', () => {
    const load = vi.fn();
    const reporter = createErrorReporter(
      { sentryDsn: null, sentryEnvironment: null, release: null },
      load,
    );
    reporter.report(new Error('x'));
    expect(load).not.toHaveBeenCalled();
  });

  it('queues errors until the SDK has loaded, then sends them with their tags', async () => {
    const { sdk, sent } = fakeSentry();
    let resolve: (value: SentryLike) => void = () => undefined;
    const reporter = createErrorReporter(
      { sentryDsn: 'https://k@sentry.example/1', sentryEnvironment: 'test', release: '1.0' },
      () => new Promise<SentryLike>((r) => (resolve = r)),
    );
    const early = new Error('before load');
    reporter.report(early, { boundary: 'page' });
    expect(sent).toEqual([]);
    resolve(sdk);
    await vi.waitFor(() => expect(sent).toEqual([[early, { boundary: 'page' }]]));
    expect(sdk.init).toHaveBeenCalledWith({
      dsn: 'https://k@sentry.example/1',
      environment: 'test',
      release: '1.0',
      dataCollection: {
        userInfo: false,
        cookies: false,
        httpHeaders: false,
        httpBodies: [],
        urlQueryParams: false,
      },
    });
    const late = new Error('after load');
    reporter.report(late);
    expect(sent[1]).toEqual([late, {}]);
  });
});
