// Small process helpers shared by the release check and the consumer projects.
import { spawn } from 'node:child_process';

/**
 * Runs a command to its end and answers `{ code, output, ms }` (stdout and stderr
 * interleaved, as a reader would see them). Never throws for a non-zero exit: callers
 * decide what a failure means; `expectOk` throws with the output instead.
 */
export function run(cmd, args, { cwd, env, input } = {}) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    // One pipe for stdout and stderr, so their lines keep the order they were written in.
    const child = spawn('sh', ['-c', 'exec "$0" "$@" 2>&1', cmd, ...args], {
      cwd,
      env: { ...process.env, FORCE_COLOR: '0', NX_TUI: 'false', ...env },
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'ignore'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    if (input !== undefined) child.stdin.end(input);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output, ms: Date.now() - started }));
  });
}

/** `run`, failing with the command's output when it exits non-zero. */
export async function expectOk(cmd, args, options) {
  const result = await run(cmd, args, options);
  if (result.code !== 0) {
    throw new Error(
      `\`${cmd} ${args.join(' ')}\` exited ${result.code}${options?.cwd ? ` in ${options.cwd}` : ''}:\n${result.output}`,
    );
  }
  return result;
}

/** Collects failed expectations of one check instead of stopping at the first. */
export class Findings {
  constructor(name) {
    this.name = name;
    this.failures = [];
  }
  expect(condition, message) {
    if (!condition) this.failures.push(message);
    return condition;
  }
  get ok() {
    return this.failures.length === 0;
  }
}
