import { describe, expect, it } from 'vitest';
import { openDatabase } from '@kokoelma/db';
import { buildApp } from '../app';
import { loadConfig } from '../config';

describe('readiness', () => {
  it('is ready with a migrated database and turns 503 when the database is gone', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), {
      build: { name: 'kokoelma', version: '0', commit: null },
      database,
      serveWeb: false,
    });
    const ready = await app.inject('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { accepting: true, database: true } });
    await database.close();
    const gone = await app.inject('/health/ready');
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toEqual({
      status: 'not_ready',
      checks: { accepting: true, database: false },
    });
    // Liveness does not depend on the database.
    expect((await app.inject('/health')).statusCode).toBe(200);
    await app.close();
  });
});
