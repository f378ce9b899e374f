import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  API_KEY_ERROR_REASONS,
  apiKeyRoutes,
  type ApiKeyDetailsResponse,
  type ApiKeyErrorReason,
  type ApiKeyIssued,
} from '@kokoelma/contract/site';
import { HttpError, withRetry } from '@kokoelma/domain';
import { send } from '../../api/browser-api-client';

// The key screen's calls (spec §7). The key is the visitor's own: it is fetched in the
// browser, never during the server render. One definition of the query and of the
// mutation, shared by the screen and its tests.

/** What the key screen asks of the server. */
export interface ApiKeyClient {
  /** The visitor's key and how keys are approved; null when nobody is signed in. */
  details(): Promise<ApiKeyDetailsResponse | null>;
  request(description: string): Promise<ApiKeyIssued>;
  regenerate(): Promise<ApiKeyIssued>;
  revoke(): Promise<void>;
}

/** A refused key request: the server's reason, for the screen's message. */
export class ApiKeyRequestError extends Error {
  override name = 'ApiKeyRequestError';
  constructor(readonly reason: ApiKeyErrorReason | 'not_signed_in' | 'failed') {
    super(`API key request refused: ${reason}`);
  }
}

async function post<T>(url: string, body?: unknown): Promise<T | null> {
  const response = await send(url, { method: 'POST', body });
  if (response.ok) return response.status === 204 ? null : ((await response.json()) as T);
  if (response.status === 401) throw new ApiKeyRequestError('not_signed_in');
  const error = (await response.json().catch(() => ({}))) as { reason?: unknown };
  const known = (API_KEY_ERROR_REASONS as readonly unknown[]).includes(error.reason);
  throw new ApiKeyRequestError(known ? (error.reason as ApiKeyErrorReason) : 'failed');
}

async function issued(url: string, body?: unknown): Promise<ApiKeyIssued> {
  const answer = await post<ApiKeyIssued>(url, body);
  if (!answer) throw new ApiKeyRequestError('failed');
  return answer;
}

/** The key API over HTTP (same origin, with the session cookie). */
export function createApiKeyClient(): ApiKeyClient {
  return {
    // Network errors are retried with the spec's back-off; HTTP errors are not (§8).
    details: () =>
      withRetry(async () => {
        const url = apiKeyRoutes.details.url;
        const response = await send(url);
        if (response.status === 401) return null;
        if (!response.ok) throw new HttpError(url, response.status, response.statusText);
        return (await response.json()) as ApiKeyDetailsResponse;
      }),
    request: (description) => issued(apiKeyRoutes.request.url, { description }),
    regenerate: () => issued(apiKeyRoutes.regenerate.url),
    revoke: async () => {
      await post<never>(apiKeyRoutes.revoke.url);
    },
  };
}

/** How often a key being created is looked at again: soon under auto approval. */
export const POLL_MS = { auto: 2_000, manual: 30_000 } as const;

const apiKeyQueryKey = ['apikey'] as const;

/** The visitor's key; polled while it is being created, so approval shows by itself. */
export function apiKeyQuery(client: ApiKeyClient) {
  return queryOptions({
    queryKey: apiKeyQueryKey,
    queryFn: () => client.details(),
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.details?.stateId === 'CREATING' ? POLL_MS[data.approval] : false;
    },
  });
}

/** What the visitor does to their key. */
export type ApiKeyChange =
  { kind: 'request'; description: string } | { kind: 'regenerate' } | { kind: 'revoke' };

/** Requests, regenerates or revokes the key: the new key, or null once revoked. */
export function apiKeyChangeMutation(client: ApiKeyClient) {
  return mutationOptions({
    mutationFn: async (change: ApiKeyChange): Promise<ApiKeyIssued | null> => {
      if (change.kind === 'request') return client.request(change.description);
      if (change.kind === 'regenerate') return client.regenerate();
      await client.revoke();
      return null;
    },
  });
}
