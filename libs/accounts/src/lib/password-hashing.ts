import { hash, verify } from '@node-rs/argon2';

/** Turns passwords into stored hashes and checks them. Injectable for tests. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash that cannot be read. */
  verify(storedHash: string, password: string): Promise<boolean>;
}

/** Cost parameters of argon2id. */
export interface Argon2Cost {
  /** KiB of memory per hash. */
  memoryCost: number;
  /** Passes over the memory. */
  timeCost: number;
  parallelism: number;
}

/**
 * OWASP's minimum for argon2id (19 MiB, 2 passes, 1 lane): memory-hard, so guessing on
 * GPUs is expensive, and about 30 ms per hash here, so sign-in stays quick.
 * The algorithm and parameters are stored in each hash (PHC format), so raising them
 * later leaves old hashes readable.
 */
export const DEFAULT_ARGON2_COST: Argon2Cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** argon2id hashing on libuv's thread pool (@node-rs/argon2 defaults to argon2id). */
export function argon2idHasher(cost: Argon2Cost = DEFAULT_ARGON2_COST): PasswordHasher {
  return {
    hash: (password) => hash(password, cost),
    async verify(storedHash, password) {
      try {
        return await verify(storedHash, password);
      } catch {
        return false;
      }
    },
  };
}
