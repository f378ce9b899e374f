export { DatabaseBusyError, isDatabaseUnavailableError } from './lib/connection-errors';
export {
  DatabaseStartError,
  databaseEngine,
  openDatabase,
  type Database,
  type DatabaseOptions,
  type PoolStats,
} from './lib/database';
export { MIGRATIONS, MigrationChangedError, migrate, type Migration } from './lib/migrations';
export { Mutex } from './lib/mutex';
export { SCHEMA_VERSION } from './schema-version';
export type { Tables } from './lib/tables';
