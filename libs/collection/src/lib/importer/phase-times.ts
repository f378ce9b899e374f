/**
 * Reports how long one step of an import took (`npm run bench:import` prints them per
 * phase). Steps that run many times (once per batch) are reported each time; the caller
 * adds them up.
 */
export type PhaseListener = (phase: string, ms: number, cpuMs: number) => void;

/** This process's processor time so far, in ms (on PGlite that includes the database's). */
export function processorMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** Runs `work`, reporting its duration as `phase` when someone listens. */
export async function timed<T>(
  onPhase: PhaseListener | undefined,
  phase: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!onPhase) return work();
  const started = performance.now();
  const cpu = processorMs();
  try {
    return await work();
  } finally {
    onPhase(phase, performance.now() - started, processorMs() - cpu);
  }
}
