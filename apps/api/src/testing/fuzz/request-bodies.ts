import fc from 'fast-check';
import { SESSION_COOKIE, WEBHOOK_SECRET, type FuzzFixtures, type FuzzRoute } from './fuzz-types';
import {
  CONTENT_TYPES,
  INVALID_JSON,
  TAINTS,
  deepJson,
  headerText,
  hostileText,
  longString,
  tainted,
} from './hostile-values';
import { encode, hintsFor, live, queryPairs } from './request-paths';
import { knownKeys, valueFor, type Hints, type JsonSchema } from './schema-values';

/** A body as sent: its text and the content type it claims (none: no header). */
export interface FuzzBody {
  type?: string;
  payload?: string;
}

/** A JSON object text from [key, raw JSON text] entries: room for duplicate and odd keys. */
const objectText = (entries: Array<[string, string]>) =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;

const RAW_NUMBERS = ['1e309', '-0', '1.5', '9007199254740993', '-1', '0', '2147483648', '1e-400'];
const MUTATIONS = ['wrong', 'drop', 'extra', 'proto', 'duplicate', 'taint'] as const;

/** A JSON body from the schema with one thing wrong: type, missing, extra, odd key or number. */
function mutatedJson(schema: JsonSchema | undefined, hints: Hints): fc.Arbitrary<string> {
  const keys = [...knownKeys(schema), 'x'];
  const valid = valueFor(schema, 0, hints).map((v) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? v : { value: v },
  );
  const wrong = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? 'null'),
    hostileText().map((t) => JSON.stringify(t)),
    fc.constantFrom(...RAW_NUMBERS),
  );
  const protoKey = fc.constantFrom('__proto__', 'constructor', 'prototype');
  return fc
    .tuple(
      valid,
      fc.constantFrom(...MUTATIONS),
      fc.constantFrom(...keys),
      wrong,
      protoKey,
      fc.constantFrom(...TAINTS),
    )
    .map(([value, kind, key, bad, proto, taint]) => {
      const entries = Object.entries(value as Record<string, unknown>).map(
        ([k, v]) => [k, JSON.stringify(v) ?? 'null'] as [string, string],
      );
      const others = entries.filter(([k]) => k !== key);
      switch (kind) {
        case 'wrong':
          return objectText([...others, [key, bad]]);
        case 'drop':
          return objectText(others);
        case 'extra':
          return objectText([...entries, [`${key}_extra`, bad]]);
        case 'proto':
          return objectText([[proto, '{"admin":true,"prototype":{"admin":true}}'], ...entries]);
        case 'duplicate':
          return objectText([...entries, [key, bad]]);
        case 'taint': {
          const original = (value as Record<string, unknown>)[key];
          return objectText([...others, [key, JSON.stringify(tainted(original, taint))]]);
        }
      }
    });
}

/** The schema's object as a form post (what a browser without script sends). */
function formBody(schema: JsonSchema | undefined, hints: Hints): fc.Arbitrary<string> {
  return valueFor(schema, 0, hints).map((v) => {
    const params = new URLSearchParams();
    if (typeof v === 'object' && v !== null) {
      for (const [k, item] of Object.entries(v)) {
        for (const [key, text] of queryPairs(k, item)) params.append(key, text);
      }
    }
    return params.toString();
  });
}

/** A body: mostly valid-ish JSON; also broken, huge, deep, form-encoded, mislabelled, empty. */
export function bodyFor(
  route: FuzzRoute,
  fx: FuzzFixtures,
  clean: boolean,
): fc.Arbitrary<FuzzBody> {
  const schema = route.body;
  const hints = hintsFor(fx);
  const validJson = valueFor(schema, 0, hints).map((v) => JSON.stringify(v) ?? 'null');
  if (clean) {
    return fc.oneof(
      { weight: 9, arbitrary: validJson.map((payload) => ({ type: 'application/json', payload })) },
      {
        weight: 1,
        arbitrary: formBody(schema, hints).map((payload) => ({
          type: 'application/x-www-form-urlencoded',
          payload,
        })),
      },
    );
  }
  const types = fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/json') },
    fc.constantFrom(...CONTENT_TYPES),
  );
  const json = (payload: fc.Arbitrary<string>) =>
    fc.tuple(payload, types).map(([p, type]) => ({ type, payload: p }));
  const keys = [...knownKeys(schema), 'x'];
  const limit = route.bodyLimit;
  const huge = fc
    .tuple(fc.constantFrom(...keys), longString(10_000, limit + 1))
    .map(([key, text]) => JSON.stringify({ [key]: text }));
  const form = formBody(schema, hints).map((payload) => ({
    type: 'application/x-www-form-urlencoded',
    payload,
  }));
  return fc.oneof(
    { weight: 3, arbitrary: json(validJson) },
    { weight: 4, arbitrary: json(mutatedJson(schema, hints)) },
    { weight: 1, arbitrary: json(fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null')) },
    { weight: 1, arbitrary: json(deepJson()) },
    { weight: 1, arbitrary: json(huge) },
    { weight: 1, arbitrary: json(fc.constantFrom(...INVALID_JSON)) },
    { weight: 2, arbitrary: form },
    {
      weight: 1,
      arbitrary: fc.record({ type: fc.constantFrom(...CONTENT_TYPES), payload: hostileText() }),
    },
    { weight: 1, arbitrary: fc.constant({ type: 'application/json', payload: '' }) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

const pick = <T>(...values: T[]) => fc.constantFrom(...values);

/** Headers of a request from the site's own page: the session, the key, a language. */
export function cleanHeaders(fx: FuzzFixtures): fc.Arbitrary<Record<string, string>> {
  return fc
    .record(
      {
        cookie: live(() => [`${SESSION_COOKIE}=${fx.session}`]),
        'x-api-key': live(() => [fx.apiKey]),
        'sec-fetch-site': pick('same-origin', 'none'),
        'accept-language': pick('fi', 'sv-FI,sv;q=0.9', 'en'),
        'x-webhook-secret': fc.constant(WEBHOOK_SECRET),
      },
      { requiredKeys: ['x-api-key'] },
    )
    .map(definedOnly);
}

/** Headers: sessions, origins, keys and languages, each valid, missing or garbage. */
export function hostileHeaders(fx: FuzzFixtures): fc.Arbitrary<Record<string, string>> {
  const session = live(() => [fx.session]);
  const model = {
    cookie: fc.oneof(
      { weight: 4, arbitrary: session.map((s) => `${SESSION_COOKIE}=${s}`) },
      { weight: 1, arbitrary: headerText().map((s) => `${SESSION_COOKIE}=${encode(s)}`) },
      { weight: 1, arbitrary: session.map((s) => `${SESSION_COOKIE}=${s}; ${SESSION_COOKIE}=x`) },
      {
        weight: 1,
        arbitrary: pick(
          ';;;=;',
          '=',
          `${SESSION_COOKIE}=`,
          `${SESSION_COOKIE}="`,
          'a'.repeat(8000),
        ),
      },
    ),
    origin: pick(
      'http://localhost:3000',
      'http://localhost',
      'https://evil.example',
      'null',
      '',
      'garbage',
      'http://[::1',
    ),
    'sec-fetch-site': pick('same-origin', 'same-site', 'cross-site', 'none', 'garbage'),
    'x-api-key': fc.oneof(
      { weight: 4, arbitrary: live(() => [fx.apiKey]) },
      { weight: 1, arbitrary: fc.stringMatching(/^kok_[A-Za-z0-9]{43}$/) },
      { weight: 1, arbitrary: headerText(80) },
    ),
    'accept-language': fc.oneof(
      pick('fi', 'sv-FI,sv;q=0.9', 'en-US', '*', 'xx', 'fi;q=abc'),
      headerText(),
    ),
    accept: pick('application/json', 'text/html', '*/*', 'image/webp,*/*', 'garbage'),
    'x-forwarded-for': fc.oneof(
      fc.ipV4(),
      pick('unknown', '::1', '1.2.3.4, 5.6.7.8', '999.1.1.1', ''),
    ),
    'x-forwarded-host': pick('evil.example', '', 'a b', 'localhost:99999'),
    'x-forwarded-proto': pick('https', 'http', 'gopher', ''),
    'if-none-match': pick('*', 'W/"x"', '"abc"', 'garbage'),
    'if-modified-since': pick('Thu, 01 Jan 1970 00:00:00 GMT', 'garbage'),
    range: pick('bytes=0-10', 'bytes=-5', 'bytes=10-0', 'bytes=x'),
    'x-webhook-secret': headerText(),
    'access-control-request-method': pick('GET', 'POST', 'DELETE', 'garbage'),
  };
  // Each header is there about half the time: combinations, not one variable at a time.
  return fc.record(model, { requiredKeys: [] }).map(definedOnly);
}

function definedOnly(headers: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
