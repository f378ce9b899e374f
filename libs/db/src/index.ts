export { databaseEngine, openDatabase, type Database, type DatabaseOptions } from './lib/database';
export { MIGRATIONS, MigrationChangedError, migrate, type Migration } from './lib/migrations';
export { Mutex } from './lib/mutex';
export { SCHEMA_VERSION } from './schema-version';
export type { Tables } from './lib/tables';
export { testDatabaseTargets, type TestDatabaseTarget } from './lib/test-databases';
