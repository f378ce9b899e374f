/** Waits `ms` milliseconds; injectable so tests run without real timers. */
export type Sleep = (ms: number) => Promise<void>;

/**
 * Timer functions typed locally: the library is compiled without DOM or Node types,
 * yet every runtime it targets (browsers, Node) has them on globalThis.
 */
interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const timers = globalThis as unknown as Timers;

/** The default {@link Sleep}, on the runtime's own timer. */
export const sleep: Sleep = (ms) =>
  new Promise<void>((resolve) => {
    timers.setTimeout(resolve, ms);
  });

/** A pending wait that can be cancelled, so a finished race leaves no timer running. */
export interface Timer {
  readonly elapsed: Promise<void>;
  cancel(): void;
}

/**
 * Starts a wait of `ms`: on the runtime's timer (cancellable), or on an injected `sleep`
 * (whose wait cannot be cancelled, which is fine for the fakes tests inject).
 */
export function startTimer(ms: number, injected?: Sleep): Timer {
  if (injected) return { elapsed: injected(ms), cancel: () => undefined };
  let handle: unknown;
  const elapsed = new Promise<void>((resolve) => {
    handle = timers.setTimeout(resolve, ms);
  });
  return { elapsed, cancel: () => timers.clearTimeout(handle) };
}
