import { describe, expect, it } from 'vitest';
import { inlineJson, safeJson } from './safe-json';

describe('safeJson', () => {
  it('escapes what could end the script or the line, and reads back as the same value', () => {
    const value = { text: '</script><script>alert(1)</script> & \u2028\u2029 ok', n: [1, '<>'] };
    const json = safeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('writes an expression that evaluates to the same value, with nothing that ends the script', () => {
    const value = { text: '</script><!-- \' " \\ \u2028 ok', list: [1, null, true] };
    const expression = inlineJson(value);
    expect(expression).toMatch(/^JSON\.parse\("/);
    expect(expression).not.toMatch(/[<>&\u2028\u2029]/);
    expect(new Function(`return ${expression}`)()).toEqual(value);
  });
});
