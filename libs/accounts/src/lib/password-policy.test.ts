import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH } from '@kokoelma/contract/site';
import { isCommonPassword } from './common-passwords';
import { normaliseEmail } from './email';
import { InvalidAccountInputError } from './errors';
import { checkName } from './names';
import { checkNewPassword } from './password-policy';

const reasonOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidAccountInputError);
    return (error as InvalidAccountInputError).reason;
  }
};

describe('checkNewPassword', () => {
  it('needs at least 8 characters, counted as characters, not bytes or UTF-16 units', () => {
    expect(reasonOf(() => checkNewPassword('kuu7ä'))).toBe('password_too_short');
    expect(reasonOf(() => checkNewPassword('😀😀😀😀😀😀😀'))).toBe('password_too_short');
    expect(reasonOf(() => checkNewPassword('mökki-ilta'))).toBeNull();
  });

  it('welcomes long passphrases and only refuses absurd lengths', () => {
    const passphrase = 'ateneumin kahvilassa sataa aina torstaisin '.repeat(3);
    expect(passphrase.length).toBeGreaterThan(64);
    expect(checkNewPassword(passphrase)).toBe(passphrase);
    expect(reasonOf(() => checkNewPassword('x'.repeat(PASSWORD_MAX_LENGTH)))).toBeNull();
    expect(reasonOf(() => checkNewPassword('x'.repeat(PASSWORD_MAX_LENGTH + 1)))).toBe(
      'password_too_long',
    );
  });

  it('refuses commonly used passwords in any letter case, with a message saying why', () => {
    for (const common of ['password', 'PASSWORD1', 'iloveyou', '12345678', 'Baseball']) {
      expect(reasonOf(() => checkNewPassword(common))).toBe('password_common');
    }
    expect(() => checkNewPassword('qwertyuiop')).toThrow(/commonly used/);
  });

  it('has no composition rules: no digits, capitals or symbols are required', () => {
    expect(reasonOf(() => checkNewPassword('hiljainen veistospuisto'))).toBeNull();
    expect(reasonOf(() => checkNewPassword('KAIKKIISOLLA'))).toBeNull();
  });

  it('normalises to NFKC so the same text typed differently is one password', () => {
    const composed = 'sääkirja-ilta';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(checkNewPassword(decomposed)).toBe(checkNewPassword(composed));
  });

  it('reports the field', () => {
    try {
      checkNewPassword('short');
    } catch (error) {
      expect((error as InvalidAccountInputError).field).toBe('password');
      expect((error as InvalidAccountInputError).code).toBe('bad_request');
    }
  });
});

describe('isCommonPassword', () => {
  it('knows the breach list and not a random phrase', () => {
    expect(isCommonPassword('sunshine')).toBe(true);
    expect(isCommonPassword('Tuntematon-Taiteilija-1893')).toBe(false);
  });
});

describe('normaliseEmail', () => {
  it('trims and lower-cases so one address is one account', () => {
    expect(normaliseEmail('  Maija.Meikalainen@Example.FI ')).toBe('maija.meikalainen@example.fi');
  });

  it.each(['', 'maija', 'maija@', '@example.fi', 'maija@example', 'ma ija@example.fi', 'a@b@c.fi'])(
    'refuses %j',
    (value) => {
      expect(reasonOf(() => normaliseEmail(value))).toBe('invalid_email');
    },
  );

  it('refuses addresses longer than 254 characters', () => {
    expect(reasonOf(() => normaliseEmail(`${'a'.repeat(250)}@example.fi`))).toBe('invalid_email');
  });
});

describe('checkName', () => {
  it('trims and collapses white space', () => {
    expect(checkName('  Helene   Schjerfbeck ')).toBe('Helene Schjerfbeck');
  });

  it.each(['', '   ', 'x'.repeat(201), 'Null\u0000Byte', 'Right\u202eLeft'])(
    'refuses %j',
    (name) => {
      expect(reasonOf(() => checkName(name))).toBe('invalid_name');
    },
  );
});
