import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ApiKeyDetailsResponse, ApiKeyIssued, ApiKeyRequest, apiKeyPagePath } from './apikey';

const details = { apikey: 'kok_AbCdEfGh…', stateId: 'CREATING', description: 'An app' };

describe('API key schemas', () => {
  it('hold the details or none (spec §7), and how keys are approved', () => {
    expect(Value.Check(ApiKeyDetailsResponse, { details, approval: 'auto' })).toBe(true);
    expect(Value.Check(ApiKeyDetailsResponse, { details: null, approval: 'manual' })).toBe(true);
    expect(Value.Check(ApiKeyDetailsResponse, { details: null, approval: 'sometimes' })).toBe(
      false,
    );
    expect(
      Value.Check(ApiKeyDetailsResponse, {
        details: { ...details, stateId: 'PENDING' },
        approval: 'auto',
      }),
    ).toBe(false);
    // Nothing but the three fields: no hash, no owner.
    expect(
      Value.Check(ApiKeyDetailsResponse, {
        details: { ...details, key_hash: 'ab' },
        approval: 'auto',
      }),
    ).toBe(false);
  });

  it('send a whole key only in its own shape', () => {
    const key = `kok_${'a1B'.repeat(14)}z`;
    expect(Value.Check(ApiKeyIssued, { details, key })).toBe(true);
    expect(Value.Check(ApiKeyIssued, { details, key: key.slice(0, -1) })).toBe(false);
    expect(Value.Check(ApiKeyIssued, { details, key: `${key.slice(0, -1)}-` })).toBe(false);
  });

  it('leave the rules of the intended use to the service', () => {
    expect(Value.Check(ApiKeyRequest, { description: '' })).toBe(true);
    expect(Value.Check(ApiKeyRequest, { description: 'x'.repeat(8001) })).toBe(false);
    expect(Value.Check(ApiKeyRequest, {})).toBe(false);
  });

  it('build the pages’ addresses with the language in the query', () => {
    expect(apiKeyPagePath('form', 'sv')).toBe('/apikey/form?lang=sv');
    expect(apiKeyPagePath('login', 'en', { error: 'sign_in_failed' })).toBe(
      '/apikey/login?lang=en&error=sign_in_failed',
    );
  });
});
