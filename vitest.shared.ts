// Shared by every project's Vitest config. Every test run sees the same clock zone and
// locale wherever it runs: dates in the museum's own zone (Helsinki) are part of what
// the tests assert.
process.env.TZ = 'Europe/Helsinki';

/**
 * Reporters for every project: the usual console output, plus a JSON report per project
 * that `npm test` adds up into its closing "N passed, N failed" line.
 */
export function reporters(project: string): Array<string | [string, Record<string, unknown>]> {
  return [
    'default',
    [
      'json',
      { outputFile: new URL(`./tmp/vitest-reports/${project}.json`, import.meta.url).pathname },
    ],
  ];
}
