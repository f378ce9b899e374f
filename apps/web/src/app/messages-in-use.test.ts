// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@kokoelma/i18n';

// The message ids the web app's code uses, extracted from its source: each must exist in
// the catalogue (a typo would otherwise show the raw id to visitors), and the catalogue
// should hold no ids that nothing uses.
const root = join(import.meta.dirname, '..');
// The ui library's stories show catalogue texts too, and i18n's own helpers use some.
const stories = join(import.meta.dirname, '../../../../libs/ui/src');
const i18n = join(import.meta.dirname, '../../../../libs/i18n/src');
// IIIF manifests label their metadata with the object page's texts, in all three languages.
const manifests = join(import.meta.dirname, '../../../../libs/collection/src/lib/iiif');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

// formatMessage({ id: 'x' }), the frame's t('x'), and messagesFor(lang)['x'] lookups.
const USE = /(?:formatMessage\(\s*\{\s*id:\s*'|\bt\(\s*'|\['(?=[A-Za-z0-9_]+\.))([A-Za-z0-9_.]+)'/g;
const texts = [...sources(root), ...sources(stories), ...sources(i18n), ...sources(manifests)].map(
  (file) => readFileSync(file, 'utf8'),
);
const used = new Set(texts.flatMap((text) => [...text.matchAll(USE)].map((m) => m[1])));
// Ids passed around as plain strings ('object.date' in a table of facts) and families
// chosen at run time (`search.sort.${sort}`) count as used too.
const everything = texts.join('\n');
const families = [...everything.matchAll(/`([A-Za-z0-9_.]+\.)\$\{/g)].map((m) => m[1] ?? '');
const mentioned = (id: string) =>
  used.has(id) || everything.includes(`'${id}'`) || families.some((f) => id.startsWith(f));
const catalogue = Object.keys(messagesFor('fi'));

describe('messages used by the web app', () => {
  it('finds the ids in the code', () => {
    expect(used.size).toBeGreaterThan(20);
  });

  it.each([...used].sort())('%s is in the catalogue', (id) => {
    expect(catalogue).toContain(id);
  });

  it('leaves no catalogue id unused', () => {
    expect(catalogue.filter((id) => !mentioned(id))).toEqual([]);
  });
});
