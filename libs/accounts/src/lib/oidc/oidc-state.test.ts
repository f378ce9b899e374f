import { describe, expect, it } from 'vitest';
import {
  OIDC_STATE_MAX_AGE_MS,
  openOidcState,
  sealOidcState,
  type OidcLoginState,
} from './oidc-state';

const state: OidcLoginState = {
  state: 's',
  nonce: 'n',
  verifier: 'v',
  returnTo: '/fi/galleries',
  issuedAt: 1_000_000,
};

describe('OIDC state cookie', () => {
  it('opens what it sealed, within ten minutes', () => {
    const sealed = sealOidcState(state, 'secret');
    expect(openOidcState(sealed, 'secret', state.issuedAt + 1000)).toEqual(state);
  });

  it('refuses a value signed with another key, or altered', () => {
    const sealed = sealOidcState(state, 'secret');
    expect(openOidcState(sealed, 'other', state.issuedAt)).toBeNull();
    const [body, signature] = sealed.split('.');
    const forged = Buffer.from(JSON.stringify({ ...state, returnTo: '//evil' })).toString(
      'base64url',
    );
    expect(openOidcState(`${forged}.${signature}`, 'secret', state.issuedAt)).toBeNull();
    expect(openOidcState(`${body}.`, 'secret', state.issuedAt)).toBeNull();
    expect(openOidcState('garbage', 'secret', state.issuedAt)).toBeNull();
  });

  it('refuses a state older than ten minutes', () => {
    const sealed = sealOidcState(state, 'secret');
    expect(openOidcState(sealed, 'secret', state.issuedAt + OIDC_STATE_MAX_AGE_MS + 1)).toBeNull();
  });
});
