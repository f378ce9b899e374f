import fc from 'fast-check';

// Values that have broken web servers before: number edge cases, encodings, traversal,
// prototype keys, lengths around the limits. Each list is raw URL text where it says so
// (already encoded, or deliberately not), so a failure reproduces byte for byte.

/** Path segment text, used as it is in the URL. */
export const HOSTILE_SEGMENTS = [
  '',
  '0',
  '-1',
  '00001',
  '1.5',
  '1e3',
  '0x1f',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '99999999999999999999999999',
  '-99999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  'prototype',
  '..',
  '.',
  '%2e%2e',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2F',
  '%5C',
  'a%2Fb',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE',
  '%FF%FE',
  '%ED%A0%BD',
  '%20',
  '+',
  '%3Cscript%3E',
  encodeURIComponent('äöå€'),
  encodeURIComponent('😀🎨'),
  encodeURIComponent('\u202e\u200b\ufeff'),
  encodeURIComponent("'; drop table users; --"),
  'info.json',
  'full',
  'max',
  'x'.repeat(64),
  'x'.repeat(65),
  '9'.repeat(300),
  'x'.repeat(499),
  'x'.repeat(501),
  'x'.repeat(5000),
];

/** Query and body text values (decoded form: they are encoded where they go). */
export const HOSTILE_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  '9007199254740993',
  '99999999999999999999',
  '2147483648',
  'NaN',
  'Infinity',
  '-Infinity',
  ' 1',
  '0x10',
  '1e3',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '\u0000',
  '\r\n',
  '%',
  '*',
  '"',
  '\\',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  'äöå ÄÖÅ',
  '😀🎨',
  '\ud800',
  '\u202e\u200b\ufeff',
  'a'.repeat(201),
  'a'.repeat(4001),
];

/**
 * Characters that text columns, JSON in SQL, logs and terminals treat specially: NUL (no
 * PostgreSQL text holds it), a lone surrogate (valid in JSON, invalid in jsonb), NEL, the
 * line separator, a BOM, an escape sequence. Added to otherwise valid text.
 */
export const TAINTS = ['\u0000', '\ud83d', '\udc00', '\u0085', '\u2028', '\ufeff', '\u001b[31m'];

/** The value with a taint added: to a string, to each string of an array; else a string. */
export function tainted(value: unknown, taint: string): unknown {
  if (typeof value === 'string') return `${value}${taint}`;
  if (Array.isArray(value)) return value.map((v) => tainted(v, taint));
  return taint;
}

/** Query keys that are not the route's own: junk, prototype keys, bracket syntax. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '__proto__[admin]',
  'constructor[prototype][admin]',
  'toString',
  'hasOwnProperty',
  'a[]',
  'a[0]',
  'a.b',
  '',
  '%',
  'x'.repeat(300),
];

/**
 * A string of `min` to `max` UTF-16 units repeating one character, built at once. The
 * length is a generated integer, so fast-check shrinks a failing one to the shortest.
 */
export function longString(min: number, max: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min, max }), fc.constantFrom('a', 'ä', '😀', '\u0000', '"'))
    .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));
}

/** Any of the hostile texts, a generated string, or unicode. */
export function hostileText(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    { weight: 2, arbitrary: fc.string({ maxLength: 30, unit: 'binary' }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30, unit: 'grapheme' }) },
  );
}

/** Latin-1 printable text: what an HTTP header value can hold on the wire. */
export function headerText(maxLength = 40): fc.Arbitrary<string> {
  const unit = fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c));
  return fc.string({ maxLength, unit }).map((s) => s.replace(/\u007f/g, ''));
}

/** A JSON text nested `depth` levels deep, arrays or objects. */
export function deepJson(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(10, 100, 1000, 10_000, 100_000), fc.boolean())
    .map(([depth, arrays]) =>
      arrays
        ? '['.repeat(depth) + ']'.repeat(depth)
        : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
    );
}

/** JSON text that is not valid JSON. */
export const INVALID_JSON = [
  '{',
  '}',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '[1,2',
  'undefined',
  'NaN',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\x41"}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '\u0000',
  ' ',
];

/** Content types, right, wrong and malformed. */
export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=utf-8',
  'text/plain',
  'text/html',
  'application/xml',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  'application/json, text/plain',
  ';',
  'json',
  '*/*',
];
