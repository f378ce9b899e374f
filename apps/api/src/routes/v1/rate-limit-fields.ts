import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers: `RateLimit-Policy:
 * "key";q=120;w=60` and `RateLimit: "key";r=87;t=31`) for the limit that counted this
 * request, from the same counter as the `x-ratelimit-*` fields @fastify/rate-limit sets
 * (kept for the clients that read them): its quota, window, what is left and the seconds
 * until it resets. The policy is named `key` for a request with a key and `keyless` for
 * one without (counted per client address). Nothing is added where no limit counted (the
 * OpenAPI document).
 */
export function rateLimitFields(
  _request: FastifyRequest,
  reply: FastifyReply,
  policy: 'key' | 'keyless',
  windowSeconds: number,
): void {
  const limit = reply.getHeader('x-ratelimit-limit');
  const remaining = reply.getHeader('x-ratelimit-remaining');
  const reset = reply.getHeader('x-ratelimit-reset');
  if (limit === undefined || remaining === undefined || reset === undefined) return;
  reply.header('ratelimit-policy', `"${policy}";q=${Number(limit)};w=${windowSeconds}`);
  reply.header('ratelimit', `"${policy}";r=${Number(remaining)};t=${Number(reset)}`);
}
