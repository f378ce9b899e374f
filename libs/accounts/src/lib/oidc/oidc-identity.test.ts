import { describe, expect, it } from 'vitest';
import { identityFromClaims } from './oidc-identity';

const issuer = 'https://id.example';

describe('identityFromClaims', () => {
  it('takes the standard claims', () => {
    expect(
      identityFromClaims(issuer, {
        sub: 'u1',
        email: 'Akseli@Example.FI',
        email_verified: true,
        name: 'Akseli Gallen-Kallela',
        given_name: 'Akseli',
        nickname: 'Gallen',
      }),
    ).toEqual({
      issuer,
      subject: 'u1',
      email: 'akseli@example.fi',
      name: 'Akseli Gallen-Kallela',
      given_name: 'Akseli',
      nickname: 'Gallen',
    });
  });

  it('builds a name when the provider sends none', () => {
    expect(
      identityFromClaims(issuer, { sub: 'a', given_name: 'Helene', family_name: 'S' }),
    ).toMatchObject({ name: 'Helene S', given_name: 'Helene' });
    expect(identityFromClaims(issuer, { sub: 'b', preferred_username: 'hugo' })).toMatchObject({
      name: 'hugo',
      given_name: 'hugo',
    });
    expect(identityFromClaims(issuer, { sub: 'c', email: 'eero@example.fi' })).toMatchObject({
      name: 'eero',
    });
    expect(identityFromClaims(issuer, { sub: 'd' })).toMatchObject({ name: '', given_name: '' });
  });

  it('does not keep an address the provider marks unverified', () => {
    expect(
      identityFromClaims(issuer, { sub: 'e', email: 'x@example.fi', email_verified: false }).email,
    ).toBeNull();
  });

  it('ignores claims of the wrong type', () => {
    expect(identityFromClaims(issuer, { sub: 'f', name: 42, email: ['x'] })).toMatchObject({
      name: '',
      email: null,
    });
  });
});
