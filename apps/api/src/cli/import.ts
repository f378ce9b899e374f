import { SingleBar } from 'cli-progress';
import { parseArgs } from 'node:util';
import { importFile } from '@kokoelma/collection';
import { migrate, openDatabase } from '@kokoelma/db';
import { loadConfig } from '../config';
import { databaseOptions } from '../plugins/database';

const usage = `Usage: npm run import -- <file> [--sync] [--quiet]

Imports collection objects into the configured database (DATABASE_URL, or the
embedded PGlite database under DATA_DIR):
  <file>   the museum's open API objects as a JSON array or JSON Lines (.json, .jsonl),
           or LIDO XML (.xml)
  --sync   the file is a full export: remove objects it does not contain
  --quiet  no progress bar`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      sync: { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const file = positionals[0];
  if (values.help || !file || positionals.length > 1) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(databaseOptions(config));
  try {
    await migrate(database.db);
    const bar = new SingleBar({
      format:
        'import [{bar}] {value}/{total} records | {rate}/s | ETA {eta_formatted} | skipped {skipped}',
      hideCursor: true,
    });
    const show = !values.quiet && process.stdout.isTTY;
    let errors = 0;
    const summary = await importFile(database.db, file, {
      sync: values.sync,
      onProgress: (p) => {
        if (!show) return;
        const rate = Math.round((p.read / Math.max(p.elapsedMs, 1)) * 1000);
        if (!bar.isActive) bar.start(p.total ?? p.read, 0, { rate, skipped: 0 });
        bar.setTotal(Math.max(p.total ?? 0, p.read));
        bar.update(p.read, { rate, skipped: p.skipped });
      },
      onIssue: (issue, kind) => {
        if (kind !== 'error' || errors++ >= 50) return;
        const id = issue.recordId ? ` (id ${issue.recordId})` : '';
        console.error(
          `${file}: record ${issue.recordNumber}${id}: ${issue.field}: ${issue.message}`,
        );
      },
    });
    if (show) bar.stop();
    const seconds = (summary.elapsedMs / 1000).toFixed(1);
    console.log(
      `${file}: ${summary.imported} imported, ${summary.skipped} skipped, ${summary.warnings} warnings` +
        `${values.sync ? `, ${summary.removed} removed` : ''} in ${seconds} s` +
        (summary.incomplete ? ' — the file ended early (broken JSON); nothing was removed' : ''),
    );
    if (errors > 50) console.error(`… and ${errors - 50} more rejected records`);
    process.exitCode = summary.incomplete ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
