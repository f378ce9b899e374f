import { request as httpRequest } from 'node:http';
import type { IncomingMessage, RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { guardedLookup, isPublicAddress } from './address-guard';
import type { HostLimiter } from './host-limiter';

/** How a harvest talks to image servers. */
export interface FetchPolicy {
  /** Connect to loopback and private addresses too (tests, an intranet image server). */
  readonly allowPrivateHosts: boolean;
  /** Whole request, from connecting to the last byte, in milliseconds. */
  readonly timeoutMs: number;
  /** Retries after a network error, a 5xx or a 429 (never after other 4xx). */
  readonly retries: number;
  /** First back-off; doubled on each retry, with jitter. */
  readonly retryDelayMs: number;
  readonly limiter: HostLimiter;
  readonly userAgent: string;
}

/** Why a request failed, and whether another attempt may succeed. */
export class FetchError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'FetchError';
  }
}

/** An answered request: its final URL (after redirects), status, headers and body. */
export interface FetchedResponse {
  readonly url: string;
  readonly status: number;
  readonly headers: IncomingMessage['headers'];
  readonly body: IncomingMessage;
}

const MAX_REDIRECTS = 5;
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ECONNABORTED',
  'UND_ERR_SOCKET',
]);

function checkUrl(url: URL, policy: FetchPolicy): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError(`only http and https are fetched, not ${url.protocol}`, false);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!policy.allowPrivateHosts && isIP(host) !== 0 && !isPublicAddress(host)) {
    throw new FetchError(`${host} is a private or reserved address; refused`, false);
  }
}

function describe(error: unknown): { message: string; retryable: boolean } {
  if (error instanceof FetchError) return error;
  const err = error as NodeJS.ErrnoException;
  if (err.name === 'TimeoutError' || err.name === 'AbortError') {
    return { message: 'timed out', retryable: false };
  }
  if (err.code === 'EBLOCKEDADDRESS') return { message: err.message, retryable: false };
  if (err.code === 'ENOTFOUND')
    return { message: `host not found (${err.message})`, retryable: false };
  const retryable = NETWORK_CODES.has(err.code ?? '') || /socket hang up/i.test(err.message);
  return { message: `network error: ${err.code ?? err.message}`, retryable };
}

function retryAfter(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return undefined;
  const seconds = Number(text);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** One GET (no redirects followed): resolves on the response's headers. */
function getOnce(
  url: URL,
  headers: Record<string, string>,
  policy: FetchPolicy,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  checkUrl(url, policy);
  const options: RequestOptions = {
    method: 'GET',
    headers: {
      'user-agent': policy.userAgent,
      accept: 'image/*, application/json;q=0.9',
      ...headers,
    },
    signal,
    ...(policy.allowPrivateHosts ? {} : { lookup: guardedLookup as RequestOptions['lookup'] }),
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, options, resolve);
    req.on('error', reject);
    req.end();
  });
}

/**
 * GETs `url`, following up to five redirects (each hop checked like the first), within
 * the host's concurrency slot and the request's time-out. The body is handed to `read`
 * while the slot and the time-out still hold, so a slow body is bounded too. Statuses
 * other than 2xx and 304 become FetchErrors: 5xx and 429 retryable, others not.
 */
export async function fetchOnce<T>(
  url: string,
  headers: Record<string, string>,
  policy: FetchPolicy,
  read: (response: FetchedResponse) => Promise<T>,
): Promise<T> {
  let current = new URL(url);
  return policy.limiter.run(current.host, async () => {
    const signal = AbortSignal.timeout(policy.timeoutMs);
    try {
      return await follow(signal);
    } catch (error) {
      // Cut off by the time-out while the body was read, the socket reports a reset
      // (ECONNRESET): a source that drips slowly timed out, and is not tried again.
      if (signal.aborted && !(error instanceof FetchError))
        throw new FetchError('timed out', false);
      throw error;
    }
  });

  async function follow(signal: AbortSignal): Promise<T> {
    for (let hop = 0; ; hop += 1) {
      const response = await getOnce(current, headers, policy, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && status !== 304 && location) {
        response.resume();
        if (hop >= MAX_REDIRECTS) throw new FetchError('too many redirects', false, status);
        current = new URL(location, current);
        continue;
      }
      if (status !== 304 && (status < 200 || status >= 300)) {
        response.resume();
        const retryable = status >= 500 || status === 429;
        const after = retryAfter(response.headers['retry-after']);
        throw new FetchError(`HTTP ${status}`, retryable, status, after);
      }
      try {
        return await read({ url: current.href, status, headers: response.headers, body: response });
      } finally {
        if (!response.complete) response.destroy();
      }
    }
  }
}

/** `fetchOnce` with retries and exponential back-off (Retry-After honoured, at most 30 s). */
export async function fetchWithRetries<T>(
  url: string,
  headers: Record<string, string>,
  policy: FetchPolicy,
  read: (response: FetchedResponse) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchOnce(url, headers, policy, read);
    } catch (error) {
      const { message, retryable } = describe(error);
      if (!retryable || attempt >= policy.retries) {
        throw error instanceof FetchError ? error : new FetchError(message, false);
      }
      const backOff = policy.retryDelayMs * 2 ** attempt * (0.5 + Math.random());
      const asked = error instanceof FetchError ? error.retryAfterMs : undefined;
      await sleep(Math.min(30_000, Math.max(backOff, asked ?? 0)));
    }
  }
}

/** The failure's reason as the import report shows it. */
export function failureReason(error: unknown): string {
  return describe(error).message;
}
