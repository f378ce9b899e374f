import type { Generated } from 'kysely';

/** The migrations already applied to this database. */
export interface MigrationsTable {
  id: string;
  checksum: string;
  applied_at: Generated<Date>;
}

/**
 * Every table the code queries, as Kysely sees it. Each migration in ../../migrations
 * that adds or changes a table changes its interface here in the same commit.
 */
export interface Tables {
  kokoelma_migrations: MigrationsTable;
  kokoelma_settings: SettingsTable;
}

/** Database-level facts, by key (JSON values). */
export interface SettingsTable {
  key: string;
  value: unknown;
  updated_at: Generated<Date>;
}
