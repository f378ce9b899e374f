import fc from 'fast-check';
import type { FuzzFixtures, FuzzRoute } from './fuzz-types';
import { HOSTILE_KEYS, HOSTILE_SEGMENTS, TAINTS, hostileText, tainted } from './hostile-values';
import { knownKeys, valueFor, type Hints } from './schema-values';

/**
 * URL-encodes any text: a lone surrogate (which no URL can carry) becomes U+FFFD, as a
 * browser would send it.
 */
export const encode = (text: string) =>
  encodeURIComponent(
    text.replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '\ufffd',
    ),
  );

/** A value read when the request is generated: fixtures change as requests undo them. */
export const live = <T>(read: () => T[]): fc.Arbitrary<T> =>
  fc.nat().map((n) => {
    const values = read();
    return values[n % values.length] as T;
  });

const IIIF: Record<string, string[]> = {
  region: [
    'full',
    'square',
    '0,0,100,80',
    'pct:10,10,50,50',
    '0,0,0,0',
    '239,179,1,1',
    '9999,0,5,5',
  ],
  size: ['max', '100,', ',90', 'pct:50', '120,90', '!100,100', '^max', '^2000,', 'pct:0', '0,0'],
  rotation: ['0', '!0', '90', '180', '45', '360', '-90'],
  quality: ['default.jpg', 'color.webp', 'gray.png', 'bitonal.jpg', 'default.tif', 'default'],
};

/** Values of a path parameter that lead somewhere in the fixture app, by parameter name. */
function knownParam(name: string, fx: FuzzFixtures): fc.Arbitrary<string> | undefined {
  const ids = () => fx.objectIds.map(String);
  switch (name) {
    case 'galleryId':
      return live(() => [...fx.galleryIds, '1']);
    case 'gallerySlug':
      return live(() => fx.gallerySlugs);
    case 'artworkId':
    case 'objectId':
      return live(ids);
    case 'id':
      return live(() => [...ids(), ...fx.personIds]);
    case 'identifier':
      return live(() => fx.imageIds.map(String));
    case 'filename':
      return fc
        .tuple(
          live(() => fx.imageIds),
          fc.constantFrom('jpg', 'webp', 'avif', 'png'),
        )
        .map(([id, ext]) => `${id}.${ext}`);
    case 'file':
      return fc.oneof(
        live(() => fx.objectIds.map((id) => `${id}.jpg`)),
        fc.constantFrom('kuvien-kayttoehdot.pdf', 'missing.pdf', '1001.png'),
      );
    case 'format':
      return fc.constantFrom('jpg', 'webp', 'avif', 'png', 'gif');
    case 'width':
      return fc.constantFrom('100', '320', '500', '1600', '4000', '0', '-1', '1.5');
    case 'version':
      return fc.constantFrom('1', '2');
    case 'lang':
      return fc.constantFrom('fi', 'sv', 'en', 'de', 'FI');
    case 'slug':
      return live(() => [...fx.articleSlugs, 'ei-ole']);
    case 'n':
      return fc.constantFrom('1', '2', '0', '01');
    default:
      return IIIF[name] ? fc.constantFrom(...(IIIF[name] ?? [])) : undefined;
  }
}

const EDGE_NUMBERS = [
  '0',
  '00',
  '-1',
  '2147483647',
  '2147483648',
  '9999999999999999',
  '9007199254740993',
  '99999999999999999999',
  '1e3',
  'Infinity',
  '0x10',
];

/** A path parameter: a known value, a valid one, a hostile one or noise (URL text). */
function paramValue(
  name: string,
  route: FuzzRoute,
  fx: FuzzFixtures,
  clean: boolean,
): fc.Arbitrary<string> {
  const known = knownParam(name, fx);
  const valid = valueFor(route.params?.properties?.[name]).map((v) => encode(String(v)));
  if (clean) return known ?? valid;
  // A known value with its number swapped for an edge case: `9999999999999999.jpg`.
  const nearKnown = known
    ? fc.tuple(known, fc.constantFrom(...EDGE_NUMBERS)).map(([k, n]) => k.replace(/\d+/, n))
    : undefined;
  const taintedKnown = fc
    .tuple(known ?? valid, fc.constantFrom(...TAINTS))
    .map(([k, taint]) => k + encode(taint));
  return fc.oneof(
    ...(known ? [{ weight: 4, arbitrary: known }] : []),
    ...(nearKnown ? [{ weight: 2, arbitrary: nearKnown }] : []),
    { weight: 1, arbitrary: taintedKnown },
    { weight: 2, arbitrary: valid },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 20, unit: 'binary' }).map(encode) },
  );
}

/** The route's URL with each `:param` filled in and a wildcard given some tail. */
export function pathFor(route: FuzzRoute, fx: FuzzFixtures, clean: boolean): fc.Arbitrary<string> {
  const parts = route.url.split(/(:\w+|\*)/).filter((p) => p !== '');
  return fc
    .tuple(
      ...parts.map((part) => {
        if (part === '*') {
          return fc.oneof(
            fc.constantFrom('', '/', '/objects', '/objects/1001', 'x', '/x/y/z', '/..', '/%2F'),
            fc.webPath(),
          );
        }
        return part.startsWith(':')
          ? paramValue(part.slice(1), route, fx, clean)
          : fc.constant(part);
      }),
    )
    .map((values) => values.join(''));
}

/** Pages of the site, for the page-data route, which resolves any of them. */
const SITE_PATHS = [
  '/',
  '/fi',
  '/fi/',
  '/sv/search',
  '/en/object/1001',
  '/fi/object/x',
  '/fi/galleries',
  '/en/developers',
  '/fi/artikkelit',
  '/apikey/form',
];

/** Values of body fields and query parameters that exist in the fixture app, by name. */
export function hintsFor(fx: FuzzFixtures): Hints {
  const objectId = live(() => fx.objectIds);
  const galleryId = live(() => fx.galleryIds.map(Number));
  return {
    id: objectId,
    artworkId: objectId,
    ids: fc.array(objectId, { maxLength: 4 }),
    artworkIds: fc.uniqueArray(objectId, { minLength: 1, maxLength: 4 }),
    targetGalleryId: galleryId,
    editToken: live(() => fx.gallerySlugs),
    path: fc.constantFrom(...SITE_PATHS),
    email: fc.constantFrom('kävijä@example.fi', 'Kävijä@Example.FI ', 'not-an-address'),
    q: fc.constantFrom('kissa', 'Schjerfbeck', 'talvi meri'),
    search: fc.constantFrom('kissa', 'kis', 'Schjerfbeck'),
  };
}

/** Text of a query value; arrays become repeated keys. */
export function queryPairs(key: string, value: unknown): Array<[string, string]> {
  if (Array.isArray(value)) return value.flatMap((v) => queryPairs(key, v));
  if (typeof value === 'object' && value !== null) return [[key, JSON.stringify(value)]];
  return [[key, String(value)]];
}

type Pairs = Array<[string, string]>;

/** A query string: the route's own parameters (valid or not), junk, repeats, raw noise. */
export function queryFor(route: FuzzRoute, fx: FuzzFixtures, clean: boolean): fc.Arbitrary<string> {
  const schema = route.querystring;
  const keys = knownKeys(schema);
  const hints = hintsFor(fx);
  const ownValue = (k: string) => {
    const own = valueFor(schema?.properties?.[k]);
    const hint = hints[k];
    return hint ? fc.oneof({ weight: 2, arbitrary: hint }, own) : own;
  };
  const pair = (key: fc.Arbitrary<string>, value: (k: string) => fc.Arbitrary<unknown>) =>
    key.chain((k) => value(k).map((v) => queryPairs(k, v)));
  const own = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('lang');
  const required = (schema?.required ?? []).map((k) => pair(fc.constant(k), ownValue));
  const entry: fc.Arbitrary<Pairs> = clean
    ? keys.length > 0
      ? pair(own, ownValue)
      : fc.constant([])
    : fc.oneof(
        { weight: 4, arbitrary: pair(own, ownValue) },
        { weight: 2, arbitrary: pair(own, () => hostileText()) },
        {
          weight: 1,
          arbitrary: pair(own, (k) =>
            fc.tuple(ownValue(k), fc.constantFrom(...TAINTS)).map(([v, t]) => tainted(v, t)),
          ),
        },
        { weight: 1, arbitrary: pair(fc.constantFrom(...HOSTILE_KEYS), () => hostileText()) },
        { weight: 1, arbitrary: pair(fc.string({ maxLength: 8 }), () => fc.string()) },
        { weight: 1, arbitrary: pair(fc.constant('path'), () => fc.constantFrom(...SITE_PATHS)) },
      );
  const raw = clean
    ? fc.constant('')
    : fc.constantFrom('', '', '', '&', '&&', '=', '%', '%zz', 'a=%E0%A4', '&=x', ';');
  return fc
    .tuple(fc.tuple(...required), fc.array(entry, { maxLength: clean ? 2 : 6 }), raw)
    .map(([req, rest, noise]) => {
      const entries = [...req, ...rest];
      // A clean query gives each parameter once (an array as its repeated key).
      const chosen = clean ? [...new Map(entries.map((e) => [e[0]?.[0], e])).values()] : entries;
      const text =
        chosen
          .flat()
          .map(([k, v]) => `${encode(k)}=${encode(v)}`)
          .join('&') + noise;
      return text ? `?${text}` : '';
    });
}
