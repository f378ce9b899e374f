import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The published face of the package is a promise to API consumers: the main entry exports
// exactly the names README.md lists under "Published names", values and types alike, so
// an export added to src/index.ts without a line in the README (or the other way) fails.

const root = join(import.meta.dirname, '..');

const ENTRIES = ['src/index.ts', 'src/public-api.ts', 'src/site.ts'];
const program = ts.createProgram(
  ENTRIES.map((entry) => join(root, entry)),
  {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2023,
    noEmit: true,
    types: [],
  },
);
const checker = program.getTypeChecker();

/** Every name the entry file exports, as TypeScript sees it (values and types). */
function exportedNames(entry: string): string[] {
  const file = program.getSourceFile(join(root, entry));
  const module = file && checker.getSymbolAtLocation(file);
  if (!module) throw new Error(`${entry} is not a module`);
  return checker
    .getExportsOfModule(module)
    .map((symbol) => symbol.name)
    .sort();
}

/** The names in backticks of the README's "Published names" section. */
function listedNames(): string[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Published names\n');
  expect(start, 'README.md has a "Published names" section').toBeGreaterThan(-1);
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/`([A-Za-z_$][\w$]*)`/g)].map((match) => match[1] ?? '').sort();
}

describe('the published surface', () => {
  it('the main entry exports exactly the names README.md lists', () => {
    expect(exportedNames('src/index.ts')).toEqual(listedNames());
  });

  it('./public-api is a part of the main entry', () => {
    const main = new Set(exportedNames('src/index.ts'));
    expect(exportedNames('src/public-api.ts').filter((name) => !main.has(name))).toEqual([]);
  });

  it("the site's page routes and render contract are not published", () => {
    const main = exportedNames('src/index.ts');
    for (const name of ['pageRoutes', 'matchPage', 'pathTo', 'ApiClient', 'WebServerEntry']) {
      expect(main).not.toContain(name);
    }
    expect(exportedNames('src/site.ts')).toEqual(
      expect.arrayContaining(['pageRoutes', 'matchPage', 'pathTo', 'WebServerEntry']),
    );
  });
});
