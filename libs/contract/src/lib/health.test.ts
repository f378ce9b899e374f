import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ErrorResponse } from './common';
import { HealthResponse, ReadinessResponse, VersionResponse } from './health';

describe('operational schemas', () => {
  it('accept the bodies the server sends', () => {
    expect(Value.Check(HealthResponse, { status: 'ok' })).toBe(true);
    expect(Value.Check(ReadinessResponse, { status: 'ready', checks: { database: true } })).toBe(
      true,
    );
    expect(
      Value.Check(VersionResponse, {
        name: 'kokoelma',
        version: '1.0.0',
        commit: null,
      }),
    ).toBe(true);
  });

  it('reject bodies that would leak or mislead', () => {
    expect(Value.Check(HealthResponse, { status: 'ok', extra: 1 })).toBe(false);
    // The runtime's version is no one's business (issue 18).
    expect(
      Value.Check(VersionResponse, { name: 'k', version: '1', commit: null, node: 'v24.1.0' }),
    ).toBe(false);
    expect(Value.Check(ReadinessResponse, { status: 'maybe', checks: {} })).toBe(false);
    expect(Value.Check(ErrorResponse, { error: 'x' })).toBe(false);
    expect(Value.Check(ErrorResponse, { error: 'x', message: 'y', stack: 'z' })).toBe(false);
  });
});
