import type { Kysely } from 'kysely';
import type { ApiKeyApproval, ApiKeyDetails, ApiKeyState } from '@kokoelma/contract/site';
import type { Tables } from '@kokoelma/db';
import { checkDescription } from './api-key-description';
import { ApiKeyExistsError, ApiKeyNotFoundError } from './api-key-errors';
import {
  findLiveKey,
  findValidKeyByHash,
  insertKey,
  listKeys,
  replaceSecret,
  setState,
  type ApiKeyRecord,
} from './api-key-repository';
import { apiKeyHash, apiKeyPrefix, isApiKeyShape, newApiKey, shownKey } from './api-key-token';

/** Options of the API key service. */
export interface ApiKeyServiceOptions {
  /**
   * How requested keys become valid (default `auto`): `auto` lets the server's approval
   * job approve them (approvePending), `manual` leaves it to an operator (approve).
   */
  approval?: ApiKeyApproval;
  /** The clock (tests inject one). */
  now?: () => Date;
}

/** A key just issued: the whole key, which is shown once and never stored. */
export interface IssuedApiKey {
  keyId: string;
  key: string;
  details: ApiKeyDetails;
}

/** Who a valid key belongs to: what the public API needs to know of a caller. */
export interface VerifiedApiKey {
  keyId: string;
  userId: string;
}

/** API keys of the public API: one per user, stored as a hash, approved before use. */
export interface ApiKeyService {
  readonly approval: ApiKeyApproval;
  /** The user's key as the screen shows it, or null when they have none (or it was revoked). */
  details(userId: string): Promise<ApiKeyDetails | null>;
  /** A new key in the state CREATING. Throws InvalidApiKeyRequestError or ApiKeyExistsError. */
  request(userId: string, description: string): Promise<IssuedApiKey>;
  /** A new secret for the user's key (the old one stops working). Throws ApiKeyNotFoundError. */
  regenerate(userId: string): Promise<IssuedApiKey>;
  /** Revokes the user's key. Throws ApiKeyNotFoundError when they have none. */
  revoke(userId: string): Promise<void>;
  /**
   * Approves a key waiting in CREATING (the operator's command). Answers the key as it
   * is afterwards: COMPLETE, or unchanged when it was valid or revoked already. Throws
   * ApiKeyNotFoundError for an unknown id.
   */
  approve(keyId: string): Promise<ApiKeyRecord>;
  /** Revokes a key by id (the operator's command); answers it as it is afterwards. */
  revokeKey(keyId: string): Promise<ApiKeyRecord>;
  /**
   * The approval job of `auto`: approves every key requested at or before `requestedBefore`
   * that is still CREATING, and answers how many. Approves nothing under `manual`.
   */
  approvePending(requestedBefore: Date): Promise<number>;
  /** Keys with their owners, oldest first; of one state only when given. */
  list(filter?: { state?: ApiKeyState }): Promise<ApiKeyRecord[]>;
  /**
   * The owner of a valid (COMPLETE) key, or null for anything else: malformed, unknown,
   * still being created or revoked. The key is looked up by its SHA-256, so the lookup
   * compares hashes, not secrets, and its timing tells nothing about any stored key.
   */
  verify(rawKey: string): Promise<VerifiedApiKey | null>;
}

// Key ids are uuids; anything else is refused before it reaches SQL (where PostgreSQL
// would fail on the cast rather than find nothing).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The API key service over the database. */
export function createApiKeyService(
  db: Kysely<Tables>,
  options: ApiKeyServiceOptions = {},
): ApiKeyService {
  const approval = options.approval ?? 'auto';
  const now = options.now ?? (() => new Date());

  const shown = (row: { key_prefix: string; state: ApiKeyState; description: string }) => ({
    apikey: shownKey(row.key_prefix),
    stateId: row.state,
    description: row.description,
  });

  function newSecret() {
    const key = newApiKey();
    return { key, hash: apiKeyHash(key), prefix: apiKeyPrefix(key), now: now() };
  }

  async function record(keyId: string): Promise<ApiKeyRecord> {
    const [found] = UUID.test(keyId) ? await listKeys(db, { keyId: keyId.toLowerCase() }) : [];
    if (!found) throw new ApiKeyNotFoundError(`There is no API key with the id ${keyId}.`);
    return found;
  }

  return {
    approval,

    async details(userId) {
      const row = await findLiveKey(db, userId);
      return row ? shown(row) : null;
    },

    async request(userId, rawDescription) {
      const description = checkDescription(rawDescription);
      const secret = newSecret();
      const row = await insertKey(db, { userId, description, ...secret });
      if (!row) throw new ApiKeyExistsError();
      return { keyId: row.id, key: secret.key, details: shown(row) };
    },

    async regenerate(userId) {
      const secret = newSecret();
      const row = await replaceSecret(db, userId, secret);
      if (!row) throw new ApiKeyNotFoundError();
      return { keyId: row.id, key: secret.key, details: shown(row) };
    },

    async revoke(userId) {
      const rows = await setState(db, { userId, from: ['CREATING', 'COMPLETE'] }, 'REVOKED', now());
      if (rows.length === 0) throw new ApiKeyNotFoundError();
    },

    async approve(keyId) {
      const before = await record(keyId);
      if (before.state !== 'CREATING') return before;
      await setState(db, { keyId: before.id, from: ['CREATING'] }, 'COMPLETE', now());
      return record(before.id);
    },

    async revokeKey(keyId) {
      const before = await record(keyId);
      if (before.state === 'REVOKED') return before;
      await setState(db, { keyId: before.id, from: ['CREATING', 'COMPLETE'] }, 'REVOKED', now());
      return record(before.id);
    },

    async approvePending(requestedBefore) {
      if (approval !== 'auto') return 0;
      const from = ['CREATING'] as const;
      const rows = await setState(db, { from, createdBefore: requestedBefore }, 'COMPLETE', now());
      return rows.length;
    },

    list: (filter = {}) => listKeys(db, filter),

    async verify(rawKey) {
      if (!isApiKeyShape(rawKey)) return null;
      const row = await findValidKeyByHash(db, apiKeyHash(rawKey));
      return row ? { keyId: row.id, userId: row.user_id } : null;
    },
  };
}

export type { ApiKeyRecord };
