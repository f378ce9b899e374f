import { ApiKeyNotFoundError, type ApiKeyRecord, type ApiKeyService } from '@kokoelma/accounts';
import { API_KEY_STATES, type ApiKeyState } from '@kokoelma/contract/site';

export const APIKEY_USAGE = `Usage: npm run apikey -- <command>

Manages the API keys of the public API in the configured database (DATABASE_URL, or the
embedded PGlite database under DATA_DIR — stop the server first: PGlite allows one process):
  list [creating|complete|revoked]   keys, oldest request first (all states by default)
  approve <id>                       approves a key waiting in CREATING: it becomes valid
  revoke <id>                        revokes a key: it stops working at once`;

/** Where the command writes: lines for people, and lines about failures. */
export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

const one = (text: string, width: number) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > width ? `${line.slice(0, width - 1)}…` : line;
};

/** One key on one line: id, state, when requested, key start, owner and intended use. */
export function describeKey(key: ApiKeyRecord): string {
  const owner = key.email ?? key.name;
  return [
    key.id,
    key.state.padEnd(8),
    key.createdAt.toISOString().slice(0, 16).replace('T', ' '),
    `${key.prefix}…`,
    one(owner, 40),
    one(key.description, 60),
  ].join('  ');
}

/**
 * `npm run apikey -- …` without the process around it (tests call it with a service
 * and an output of their own). Answers the exit code: 0 done, 1 refused, 2 usage.
 */
export async function runApiKeyCommand(
  apiKeys: ApiKeyService,
  args: readonly string[],
  out: CommandOutput,
): Promise<number> {
  const [command, argument, ...rest] = args;
  try {
    if (command === 'list' && rest.length === 0) {
      const state = argument?.toUpperCase();
      if (state !== undefined && !(API_KEY_STATES as readonly string[]).includes(state)) {
        out.error(`Unknown state ${argument}: use creating, complete or revoked.`);
        return 2;
      }
      const keys = await apiKeys.list(state ? { state: state as ApiKeyState } : {});
      for (const key of keys) out.log(describeKey(key));
      out.log(`${keys.length} ${keys.length === 1 ? 'key' : 'keys'}`);
      return 0;
    }
    if (command === 'approve' && argument && rest.length === 0) {
      const key = await apiKeys.approve(argument);
      if (key.state === 'REVOKED') {
        out.error(`Key ${key.id} is revoked; a revoked key cannot be approved.`);
        return 1;
      }
      out.log(`approved: ${describeKey(key)}`);
      return 0;
    }
    if (command === 'revoke' && argument && rest.length === 0) {
      out.log(`revoked: ${describeKey(await apiKeys.revokeKey(argument))}`);
      return 0;
    }
  } catch (error) {
    if (!(error instanceof ApiKeyNotFoundError)) throw error;
    out.error(error.message);
    return 1;
  }
  out.log(APIKEY_USAGE);
  return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
}
