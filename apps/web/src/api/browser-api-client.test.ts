import { afterEach, describe, expect, it, vi } from 'vitest';
import { send } from './browser-api-client';

afterEach(() => vi.unstubAllGlobals());

function stubFetch() {
  const calls: [string, RequestInit][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return new Response('{}', { status: 200 });
    }),
  );
  return calls;
}

describe('send, the one way the web app calls the server', () => {
  it('GETs without a body, asking for JSON, with the session cookie', async () => {
    const calls = stubFetch();
    await send('/api/apikey');
    expect(calls).toEqual([
      [
        '/api/apikey',
        { method: 'GET', credentials: 'same-origin', headers: { accept: 'application/json' } },
      ],
    ]);
  });

  it('POSTs a body as JSON', async () => {
    const calls = stubFetch();
    await send('/api/search', { body: { offset: 1000 } });
    expect(calls[0]?.[1]).toEqual({
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{"offset":1000}',
    });
  });

  it('a POST without a body sends no content type', async () => {
    const calls = stubFetch();
    await send('/api/apikey/revoke', { method: 'POST', accept: 'application/ld+json' });
    expect(calls[0]?.[1]).toEqual({
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/ld+json' },
    });
  });
});
