/**
 * A first-come, first-served lock. PGlite is one connection: whoever holds the lock owns
 * it, so a transaction's statements never interleave with anyone else's.
 */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  /** Waits for the lock; call the returned function exactly once to release it. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
}
