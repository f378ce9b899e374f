import { IIIF_PRESENTATION_CONTEXT } from './iiif.js';
import { isRightsUri } from './rights.js';

/**
 * Checks a document against the MUST rules of IIIF Presentation API 3.0 that matter for
 * the manifests this site writes, and lists every problem with its path ("items[0].id:
 * …"); an empty list means valid. For tests: they run it over real-looking manifests so
 * a change that breaks the spec fails a test rather than a viewer.
 *
 * Checked: @context; every resource has `id` and `type`, and ids are absolute http(s)
 * URIs (canvases without a fragment); label, summary, metadata, requiredStatement and
 * homepage labels are language maps (BCP 47 keys or "none", arrays of strings);
 * `rights` is a Creative Commons or RightsStatements.org URI; a manifest's `items` are
 * at least one canvas; canvases have a positive integer width and height (or a
 * duration); annotation pages hold annotations that paint onto their own canvas; image
 * services have id and type; navDate is an XSD dateTime with a time zone.
 */
export function presentationProblems(document: unknown): string[] {
  const problems: string[] = [];
  const problem = (path: string, message: string) => problems.push(`${path}: ${message}`);
  const doc = asObject(document);
  if (!doc) return ['(root): is not a JSON object'];
  const context = doc['@context'];
  const contexts = Array.isArray(context) ? context : [context];
  if (contexts[contexts.length - 1] !== IIIF_PRESENTATION_CONTEXT) {
    problem('@context', `must be (or end with) ${IIIF_PRESENTATION_CONTEXT}`);
  }
  if (doc['type'] === 'Manifest') checkManifest(doc, '', problem);
  else if (doc['type'] === 'Collection') checkCollection(doc, '', problem);
  else problem('type', 'must be Manifest or Collection');
  return problems;
}

type Problem = (path: string, message: string) => void;
type Json = Record<string, unknown>;

function asObject(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : undefined;
}

const join = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/**
 * Absolute http(s) URI, as ids of Presentation resources must be (§3.2 id): a scheme, a
 * host, and no whitespace. (A pattern rather than `URL`, which this library's plain
 * ES environment does not declare.)
 */
function isHttpUri(value: unknown): boolean {
  return typeof value === 'string' && /^https?:\/\/[^\s/?#@]+(?:[/?#][^\s]*)?$/.test(value);
}

/** BCP 47 language tags (the common shapes) or "none" (§4.4). */
const LANGUAGE_KEY = /^(none|[a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8})*)$/;

function checkLanguageMap(value: unknown, path: string, problem: Problem, required = false) {
  if (value === undefined) {
    if (required) problem(path, 'is required');
    return;
  }
  const map = asObject(value);
  if (!map || Object.keys(map).length === 0)
    return problem(path, 'must be a non-empty language map');
  for (const [key, texts] of Object.entries(map)) {
    if (!LANGUAGE_KEY.test(key)) problem(join(path, key), 'is not a BCP 47 language tag or "none"');
    if (
      !Array.isArray(texts) ||
      texts.length === 0 ||
      !texts.every((t) => typeof t === 'string' && t.trim() !== '')
    ) {
      problem(join(path, key), 'must be a non-empty array of non-empty strings');
    }
  }
}

/** A label/value pair: metadata entries and the required statement (§3.1). */
function checkPair(value: unknown, path: string, problem: Problem) {
  const pair = asObject(value);
  if (!pair) return problem(path, 'must be an object with label and value');
  checkLanguageMap(pair['label'], join(path, 'label'), problem, true);
  checkLanguageMap(pair['value'], join(path, 'value'), problem, true);
}

/** Every resource: an id that is an absolute http(s) URI and the expected type. */
function checkResource(
  value: unknown,
  path: string,
  problem: Problem,
  types?: readonly string[],
): Json | undefined {
  const resource = asObject(value);
  if (!resource) {
    problem(path, 'must be an object');
    return undefined;
  }
  if (!isHttpUri(resource['id'])) problem(join(path, 'id'), 'must be an absolute http(s) URI');
  if (typeof resource['type'] !== 'string' || resource['type'] === '') {
    problem(join(path, 'type'), 'is required');
  } else if (types && !types.includes(resource['type'])) {
    problem(join(path, 'type'), `must be ${types.join(' or ')}`);
  }
  return resource;
}

function checkList(
  value: unknown,
  path: string,
  problem: Problem,
  each: (item: unknown, path: string) => void,
  nonEmpty = false,
) {
  if (value === undefined && !nonEmpty) return;
  if (!Array.isArray(value)) return problem(path, 'must be an array');
  if (nonEmpty && value.length === 0) problem(path, 'must have at least one item');
  value.forEach((item, i) => each(item, join(path, i)));
}

/** Properties any resource may have: descriptive and linking (§3.1, §3.3). */
function checkCommon(resource: Json, path: string, problem: Problem) {
  checkLanguageMap(resource['summary'], join(path, 'summary'), problem);
  checkList(resource['metadata'], join(path, 'metadata'), problem, (item, p) =>
    checkPair(item, p, problem),
  );
  if (resource['requiredStatement'] !== undefined) {
    checkPair(resource['requiredStatement'], join(path, 'requiredStatement'), problem);
  }
  if (resource['rights'] !== undefined && !isRightsUri(resource['rights'])) {
    problem(join(path, 'rights'), 'must be a Creative Commons or RightsStatements.org URI');
  }
  checkList(resource['homepage'], join(path, 'homepage'), problem, (item, p) => {
    const page = checkResource(item, p, problem);
    if (page) checkLanguageMap(page['label'], join(p, 'label'), problem, true);
  });
  checkList(resource['thumbnail'], join(path, 'thumbnail'), problem, (item, p) =>
    checkContent(item, p, problem),
  );
  checkList(resource['provider'], join(path, 'provider'), problem, (item, p) => {
    const agent = checkResource(item, p, problem, ['Agent']);
    if (!agent) return;
    checkLanguageMap(agent['label'], join(p, 'label'), problem, true);
    checkCommon({ homepage: agent['homepage'] }, p, problem);
  });
  const navDate = resource['navDate'];
  if (
    navDate !== undefined &&
    (typeof navDate !== 'string' ||
      !/^-?\d{4,}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(navDate))
  ) {
    problem(join(path, 'navDate'), 'must be an XSD dateTime with a time zone');
  }
}

const isPositiveInteger = (value: unknown) => Number.isInteger(value) && (value as number) > 0;

/** A content resource (an image, a web page): id, type, sizes and its services. */
function checkContent(value: unknown, path: string, problem: Problem) {
  const content = checkResource(value, path, problem);
  if (!content) return;
  for (const key of ['width', 'height'] as const) {
    if (content[key] !== undefined && !isPositiveInteger(content[key]))
      problem(join(path, key), 'must be a positive integer');
  }
  checkList(content['service'], join(path, 'service'), problem, (item, p) => {
    const service = asObject(item);
    if (!service) return problem(p, 'must be an object');
    if (!isHttpUri(service['id'] ?? service['@id'])) problem(p, 'needs an absolute http(s) id');
    if (typeof (service['type'] ?? service['@type']) !== 'string') problem(p, 'needs a type');
  });
}

function checkCanvas(value: unknown, path: string, problem: Problem) {
  const canvas = checkResource(value, path, problem, ['Canvas']);
  if (!canvas) return;
  if (typeof canvas['id'] === 'string' && canvas['id'].includes('#')) {
    problem(join(path, 'id'), 'of a canvas must not have a fragment');
  }
  checkLanguageMap(canvas['label'], join(path, 'label'), problem);
  checkCommon(canvas, path, problem);
  const sized = canvas['width'] !== undefined || canvas['height'] !== undefined;
  if (sized && !(isPositiveInteger(canvas['width']) && isPositiveInteger(canvas['height']))) {
    problem(path, 'must have both width and height as positive integers');
  }
  if (!sized && typeof canvas['duration'] !== 'number')
    problem(path, 'must have width and height, or a duration');
  checkList(canvas['items'], join(path, 'items'), problem, (item, p) => {
    const page = checkResource(item, p, problem, ['AnnotationPage']);
    if (!page) return;
    checkList(
      page['items'],
      join(p, 'items'),
      problem,
      (annotationValue, ap) => {
        const annotation = checkResource(annotationValue, ap, problem, ['Annotation']);
        if (!annotation) return;
        if (annotation['motivation'] !== 'painting')
          problem(join(ap, 'motivation'), 'must be painting');
        const target = annotation['target'];
        if (
          target !== canvas['id'] &&
          !(typeof target === 'string' && target.startsWith(`${String(canvas['id'])}#`))
        ) {
          problem(join(ap, 'target'), 'must be the id of its canvas');
        }
        checkContent(annotation['body'], join(ap, 'body'), problem);
      },
      true,
    );
  });
}

function checkManifest(manifest: Json, path: string, problem: Problem) {
  checkResource(manifest, path, problem, ['Manifest']);
  checkLanguageMap(manifest['label'], join(path, 'label'), problem, true);
  checkCommon(manifest, path, problem);
  checkList(
    manifest['items'],
    join(path, 'items'),
    problem,
    (item, p) => checkCanvas(item, p, problem),
    true,
  );
}

function checkCollection(collection: Json, path: string, problem: Problem) {
  checkResource(collection, path, problem, ['Collection']);
  checkLanguageMap(collection['label'], join(path, 'label'), problem, true);
  checkCommon(collection, path, problem);
  checkList(
    collection['items'],
    join(path, 'items'),
    problem,
    (item, p) => {
      const member = checkResource(item, p, problem, ['Manifest', 'Collection']);
      if (member) checkLanguageMap(member['label'], join(p, 'label'), problem, true);
    },
    true,
  );
}
