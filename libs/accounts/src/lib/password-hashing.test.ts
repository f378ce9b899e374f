import { describe, expect, it } from 'vitest';
import { argon2idHasher } from './password-hashing';

describe('argon2idHasher', () => {
  const hasher = argon2idHasher();

  it('stores argon2id hashes with OWASP parameters and a random salt', async () => {
    const first = await hasher.hash('kuutamo-kävely');
    const second = await hasher.hash('kuutamo-kävely');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hasher.hash('kuutamo-kävely');
    expect(await hasher.verify(stored, 'kuutamo-kävely')).toBe(true);
    expect(await hasher.verify(stored, 'Kuutamo-kävely')).toBe(false);
  });

  it('treats an unreadable hash as a wrong password, not an error', async () => {
    expect(await hasher.verify('not-a-hash', 'anything')).toBe(false);
  });
});
