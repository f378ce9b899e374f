import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_HEADER } from '@kokoelma/contract';

/**
 * Checks a raw API key: its id (and its owner's, for the per-account limit) when the key
 * is valid and not revoked, else null.
 */
export type VerifyKey = (raw: string) => Promise<{ keyId: string; userId?: string } | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public API route served without a key and without a limit (the OpenAPI document). */
    publicApiOpen?: boolean;
    /** A public API route that needs a key (the export); the others read without one. */
    publicApiKeyRequired?: boolean;
  }
}

/** Longest key worth checking: real keys are far shorter, so longer ones are not looked up. */
const MAX_KEY_LENGTH = 200;

/**
 * The x-api-key check of every public API route. Without a key a read route answers
 * (at the keyless rate, per address); a route that needs one (`publicApiKeyRequired`)
 * refuses. An unknown or revoked key gets 401 with `{error, message}` and a
 * WWW-Authenticate hint naming the header, wherever it is sent: a client that means to
 * use a key should learn that it does not work. A valid key is remembered for the
 * request, so the rate limit can count per key.
 */
export function apiKeyAuth(verifyKey: VerifyKey, keyPageUrl: string) {
  const keys = new WeakMap<FastifyRequest, { keyId: string; userId?: string }>();
  const challenge = `ApiKey header="${API_KEY_HEADER}"`;

  const refuse = (reply: FastifyReply, error: string, message: string) =>
    reply
      .status(401)
      .header('www-authenticate', challenge)
      .header('cache-control', 'no-store')
      .send({ error, message });

  async function onRequest(request: FastifyRequest, reply: FastifyReply) {
    // Preflights carry no key (the browser asks first whether it may send one).
    if (request.method === 'OPTIONS' || request.routeOptions.config?.publicApiOpen) return;
    const raw = request.headers[API_KEY_HEADER];
    // The header sent twice is no key at all rather than a guess at which one counts.
    const key = typeof raw === 'string' ? raw.trim() : Array.isArray(raw) ? null : '';
    if (key === '') {
      if (!request.routeOptions.config?.publicApiKeyRequired) return;
      return refuse(
        reply,
        'api_key_missing',
        `This route needs a key in the ${API_KEY_HEADER} header. Request one at ${keyPageUrl}`,
      );
    }
    const verified = key !== null && key.length <= MAX_KEY_LENGTH ? await verifyKey(key) : null;
    if (!verified) {
      return refuse(
        reply,
        'api_key_invalid',
        `The key in the ${API_KEY_HEADER} header is unknown or revoked. See ${keyPageUrl}`,
      );
    }
    keys.set(request, verified);
  }

  return {
    onRequest,
    /** The verified key id of a request (after onRequest let it through). */
    keyIdOf: (request: FastifyRequest): string | undefined => keys.get(request)?.keyId,
    /** The key's owner (the key itself when the check does not say): one account's count. */
    accountOf: (request: FastifyRequest): string | undefined => {
      const verified = keys.get(request);
      return verified && (verified.userId ?? `key:${verified.keyId}`);
    },
  };
}
