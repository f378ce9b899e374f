import { parseArgs } from 'node:util';
import { DEMO_DEFAULT_COUNT, writeDemoJsonLines } from '@kokoelma/collection';

const usage = `Usage: npm run demo -- --out <file.jsonl> [--count N] [--seed S]

Writes the deterministic demo collection in the museum's open API format (JSON Lines),
ready for \`npm run import\`. The default count is ${DEMO_DEFAULT_COUNT}; benchmarks use 100000.`;

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      count: { type: 'string', default: String(DEMO_DEFAULT_COUNT) },
      seed: { type: 'string', default: '1' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const count = Number(values.count);
  const seed = Number(values.seed);
  if (
    values.help ||
    !values.out ||
    !Number.isSafeInteger(count) ||
    count < 0 ||
    !Number.isSafeInteger(seed)
  ) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  const started = Date.now();
  await writeDemoJsonLines(values.out, { count, seed });
  console.log(
    `${values.out}: ${count} demo objects in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
