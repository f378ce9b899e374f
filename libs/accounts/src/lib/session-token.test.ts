import { describe, expect, it } from 'vitest';
import { isSessionToken, newSessionToken, sessionIdOf } from './session-token';

describe('session tokens', () => {
  it('are 256 random bits in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, newSessionToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(isSessionToken(token)).toBe(true);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored only as their SHA-256', () => {
    const token = newSessionToken();
    expect(sessionIdOf(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionIdOf(token)).not.toContain(token);
  });

  it('are recognised by shape before any lookup', () => {
    expect(isSessionToken('short')).toBe(false);
    expect(isSessionToken(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isSessionToken(undefined)).toBe(false);
  });
});
