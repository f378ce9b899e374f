import { describe, expect, it } from 'vitest';
import { checkDescription } from './api-key-description';

describe('the intended use of a key', () => {
  it('is trimmed, NFC, with \\n line breaks', () => {
    expect(checkDescription('  Tutkimus\r\nja opetus\r ')).toBe('Tutkimus\nja opetus');
    expect(checkDescription('Cafe\u0301')).toBe('Café');
    expect(checkDescription('App\tfor 👩‍💻 developers')).toBe('App\tfor 👩‍💻 developers');
  });

  it('says what is wrong', () => {
    expect(() => checkDescription(' \n ')).toThrow(
      expect.objectContaining({ reason: 'description_empty', code: 'bad_request' }),
    );
    expect(checkDescription('ä'.repeat(2000))).toHaveLength(2000);
    expect(() => checkDescription('ä'.repeat(2001))).toThrow(
      expect.objectContaining({ reason: 'description_too_long' }),
    );
    expect(() => checkDescription('null\u0000byte')).toThrow(
      expect.objectContaining({ reason: 'description_invalid' }),
    );
    expect(() => checkDescription('mirror \u202Etxt.exe')).toThrow(
      expect.objectContaining({ reason: 'description_invalid' }),
    );
  });
});
