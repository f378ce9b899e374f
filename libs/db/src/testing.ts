// For tests only (not part of the production entry): the databases every repository test
// runs on — embedded PGlite always, PostgreSQL when TEST_DATABASE_URL names one.
export { testDatabaseTargets, type TestDatabaseTarget } from './lib/test-databases';
