import { describe, expect, it } from 'vitest';
import { identityFromGithub } from './github-identity';

const issuer = 'https://github.com';

describe('identityFromGithub', () => {
  it('takes the numeric id as subject and the primary verified address', () => {
    expect(
      identityFromGithub(issuer, { id: 583231, login: 'octocat', name: 'The Octocat' }, [
        { email: 'other@example.org', primary: false, verified: true },
        { email: 'Octo@Example.org', primary: true, verified: true },
      ]),
    ).toEqual({
      issuer,
      subject: '583231',
      email: 'octo@example.org',
      name: 'The Octocat',
      given_name: 'The',
      nickname: 'octocat',
    });
  });

  it('keeps no unverified address, and names the user by login without a name', () => {
    expect(
      identityFromGithub(issuer, { id: 7, login: 'hugo', name: null }, [
        { email: 'hugo@example.org', primary: true, verified: false },
      ]),
    ).toMatchObject({ email: null, name: 'hugo', given_name: 'hugo', nickname: 'hugo' });
    expect(identityFromGithub(issuer, { id: 8 }, [])).toMatchObject({ name: 'GitHub 8' });
  });

  it('refuses an answer without a numeric id', () => {
    expect(identityFromGithub(issuer, { id: '583231', login: 'octocat' }, [])).toBeNull();
    expect(identityFromGithub(issuer, { login: 'octocat' }, [])).toBeNull();
    expect(identityFromGithub(issuer, { id: -1 }, [])).toBeNull();
  });
});
