import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { AUTH_ERROR_REASONS, AuthErrorResponse, CurrentUser, RegisterRequest } from './auth';

describe('auth schemas', () => {
  it('describe the current user as the header shows them', () => {
    const user = { given_name: 'Maija', name: 'Maija M', nickname: null, galleries: 2 };
    expect(Value.Check(CurrentUser, user)).toBe(true);
    expect(Value.Check(CurrentUser, { ...user, email: 'x@example.fi' })).toBe(false);
    expect(Value.Check(CurrentUser, { ...user, galleries: -1 })).toBe(false);
  });

  it('carry a known reason and the field in auth errors', () => {
    for (const reason of AUTH_ERROR_REASONS) {
      expect(Value.Check(AuthErrorResponse, { error: 'bad_request', message: 'm', reason })).toBe(
        true,
      );
    }
    expect(
      Value.Check(AuthErrorResponse, { error: 'bad_request', message: 'm', reason: 'other' }),
    ).toBe(false);
    expect(
      Value.Check(AuthErrorResponse, { error: 'bad_request', message: 'm', field: 'email' }),
    ).toBe(true);
  });

  it('leave password rules to the service, so a short password gets its own reason', () => {
    expect(Value.Check(RegisterRequest, { email: 'a', password: 'x', name: '' })).toBe(true);
    expect(Value.Check(RegisterRequest, { email: 'a', password: 'x' })).toBe(false);
  });
});
