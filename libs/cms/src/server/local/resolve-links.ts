import { isRecord } from '../transform/read';
import type { CdaCollection } from './local-types';

type Resolved = Record<string, unknown>;

function linkKey(value: unknown): string | undefined {
  if (!isRecord(value) || !isRecord(value['sys'])) return undefined;
  const { type, linkType, id } = value['sys'];
  return type === 'Link' && typeof linkType === 'string' && typeof id === 'string'
    ? `${linkType}!${id}`
    : undefined;
}

function entityKey(value: unknown): string | undefined {
  if (!isRecord(value) || !isRecord(value['sys'])) return undefined;
  const { type, id } = value['sys'];
  return typeof type === 'string' && typeof id === 'string' ? `${type}!${id}` : undefined;
}

/**
 * What the Contentful SDK does with a collection response: every link whose target is
 * among the items or the includes is replaced by that entry or asset, at any depth and
 * inside rich text too. Entities are shared, so a cycle of links becomes a cycle of
 * objects, as with the SDK. Links to anything not included stay links.
 */
export function resolveCollection(collection: CdaCollection): unknown[] {
  const sources = new Map<string, Resolved>();
  for (const entity of [
    ...collection.items,
    ...collection.includes.Entry,
    ...collection.includes.Asset,
  ]) {
    const key = entityKey(entity);
    if (key !== undefined && !sources.has(key)) sources.set(key, { ...entity });
  }
  const resolved = new Map<string, Resolved>();

  const entity = (key: string): Resolved | undefined => {
    const done = resolved.get(key);
    if (done) return done;
    const source = sources.get(key);
    if (!source) return undefined;
    // Registered before its fields are walked, so a link back to it finds it.
    const result: Resolved = { sys: source['sys'] };
    resolved.set(key, result);
    result['fields'] = walk(source['fields']);
    return result;
  };

  const walk = (value: unknown): unknown => {
    const key = linkKey(value);
    if (key !== undefined) return entity(key) ?? value;
    if (Array.isArray(value)) return value.map(walk);
    if (isRecord(value)) {
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, walk(item)]));
    }
    return value;
  };

  return collection.items.flatMap((item) => {
    const key = entityKey(item);
    const result = key === undefined ? undefined : entity(key);
    return result ? [result] : [];
  });
}
