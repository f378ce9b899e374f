import { describe, expect, it } from 'vitest';
import { apiKeyHash, apiKeyPrefix, isApiKeyShape, newApiKey, shownKey } from './api-key-token';

describe('API key tokens', () => {
  it('are kok_ and 43 base62 characters, different every time', () => {
    const keys = Array.from({ length: 200 }, newApiKey);
    for (const key of keys) expect(key).toMatch(/^kok_[A-Za-z0-9]{43}$/);
    expect(new Set(keys).size).toBe(keys.length);
    // Every character of the alphabet turns up: the draw is not stuck in a corner of it.
    const seen = new Set(keys.flatMap((key) => [...key.slice(4)]));
    expect(seen.size).toBe(62);
  });

  it('recognises only their own shape', () => {
    expect(isApiKeyShape(newApiKey())).toBe(true);
    expect(isApiKeyShape(`kok_${'a'.repeat(42)}`)).toBe(false);
    expect(isApiKeyShape(`kok_${'a'.repeat(42)}-`)).toBe(false);
    expect(isApiKeyShape(`KOK_${'a'.repeat(43)}`)).toBe(false);
    expect(isApiKeyShape(` kok_${'a'.repeat(43)}`)).toBe(false);
    expect(isApiKeyShape(42)).toBe(false);
  });

  it('store a SHA-256 and a short, non-secret start', () => {
    const key = `kok_${'A'.repeat(43)}`;
    expect(apiKeyHash(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(apiKeyHash(key)).toBe(apiKeyHash(key));
    expect(apiKeyHash(key)).not.toBe(apiKeyHash(`kok_${'A'.repeat(42)}B`));
    expect(apiKeyPrefix(key)).toBe('kok_AAAAAAAA');
    expect(shownKey('kok_AAAAAAAA')).toBe('kok_AAAAAAAA…');
  });
});
