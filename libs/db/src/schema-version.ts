/** Bumped with every migration that changes what the code may assume of the schema. */
export const SCHEMA_VERSION = 1;
