import { createApiKeyService } from '@kokoelma/accounts';
import { migrate, openDatabase } from '@kokoelma/db';
import { loadConfig, type Config } from '../config';
import { databaseOptions } from '../plugins/database';
import { APIKEY_USAGE, runApiKeyCommand } from './apikey-command';

// `npm run apikey -- list | approve <id> | revoke <id>`: the operator's side of API keys,
// for API_KEY_APPROVAL=manual above all (see apikey-command.ts).
async function main() {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    console.log(APIKEY_USAGE);
    return 0;
  }
  const config = loadConfig(process.env);
  if (!config.DATABASE_URL && (await serverAnswers(config))) {
    console.error(
      `The server is running at http://${config.HOST}:${config.PORT} on the embedded PGlite ` +
        'database, which one process at a time may open: stop it, run this command, start ' +
        'it again (or run the site on PostgreSQL with DATABASE_URL).',
    );
    return 1;
  }
  const database = await openDatabase(databaseOptions(config));
  try {
    await migrate(database.db);
    const apiKeys = createApiKeyService(database.db, { approval: config.API_KEY_APPROVAL });
    return await runApiKeyCommand(apiKeys, args, {
      log: (line) => console.log(line),
      error: (line) => console.error(line),
    });
  } finally {
    await database.close();
  }
}

/**
 * PGlite has no lock of its own: a second process opening its folder while the server
 * has it open would corrupt the database. So the command asks the configured address
 * first; a server that answers there is using the folder.
 */
async function serverAnswers(config: Config): Promise<boolean> {
  try {
    const response = await fetch(`http://${config.HOST}:${config.PORT}/health`, {
      signal: AbortSignal.timeout(1000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
