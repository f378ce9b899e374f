import { describe, expect, it } from 'vitest';
import { HttpError, isNotFoundError } from './http-error.js';

describe('HttpError', () => {
  it('carries url, status and status text', () => {
    const error = new HttpError('/api/objects', 404, 'Not Found');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'HttpError',
      code: 'HTTP_ERROR',
      url: '/api/objects',
      status: 404,
      statusText: 'Not Found',
      message: 'HTTP 404 Not Found for /api/objects',
    });
    expect(new HttpError('/api/search', 500).message).toBe('HTTP 500 for /api/search');
  });

  it('tells a 404 from other failures', () => {
    expect(isNotFoundError(new HttpError('/api/pagedata', 404))).toBe(true);
    expect(isNotFoundError(new HttpError('/api/pagedata', 500))).toBe(false);
    expect(isNotFoundError(new TypeError('Failed to fetch'))).toBe(false);
  });
});
