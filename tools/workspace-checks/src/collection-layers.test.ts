import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layers of libs/collection (libs/collection/README.md, the zones in eslint.config.js):
// imagined files at real paths of the library, linted with the real config, prove that an
// import against the layers fails lint; the library's own imports are counted too.
const root = new URL('../../../', import.meta.url).pathname;
const lib = join(root, 'libs/collection/src/lib');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function layerProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${lib}/${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

const importing = (from: string, names = 'x') =>
  `import { ${names} } from '${from}';\nexport const y = [${names}];\n`;

describe('libs/collection layers fail lint', () => {
  it('the store importing search', async () => {
    const found = await layerProblems('store/fixture.ts', importing('../search/search-service'));
    expect(found).toEqual([expect.stringMatching(/libs\/collection layers: store\//)]);
  });

  it('the model importing the store, also for a type only', async () => {
    const found = await layerProblems(
      'model/fixture.ts',
      "import type { ObjectRow } from '../store/object-rows';\nexport type X = ObjectRow;\n",
    );
    expect(found).toEqual([expect.stringMatching(/model\/ \(model\) imports only no other/)]);
  });

  it('search and similar importing each other', async () => {
    expect(await layerProblems('search/fixture.ts', importing('../similar/similar-terms'))).toEqual(
      [expect.stringMatching(/search\//)],
    );
    expect(await layerProblems('similar/fixture.ts', importing('../search/rank-keys'))).toEqual([
      expect.stringMatching(/similar\//),
    ]);
  });

  it('search importing the pipeline, the pipeline importing media', async () => {
    expect(await layerProblems('search/fixture.ts', importing('../importer/derived-data'))).toEqual(
      [expect.stringMatching(/search\//)],
    );
    expect(await layerProblems('importer/fixture.ts', importing('../images/image-store'))).toEqual([
      expect.stringMatching(/importer\//),
    ]);
  });

  it('within the pipeline: parsing importing the import, the harvest importing the import', async () => {
    expect(
      await layerProblems('import/fixture.ts', importing('../importer/import-records')),
    ).toEqual([expect.stringMatching(/import\//)]);
    expect(await layerProblems('harvest/fixture.ts', importing('../importer/import-file'))).toEqual(
      [expect.stringMatching(/harvest\//)],
    );
  });

  it('the store importing @kokoelma/contract', async () => {
    const found = await layerProblems('store/fixture.ts', importing('@kokoelma/contract'));
    expect(found).toEqual([expect.stringMatching(/only the model and @kokoelma\/db/)]);
  });

  it('every folder of the library is in a layer: none may import the service facade', async () => {
    const folders = readdirSync(lib, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'testing')
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(8);
    for (const folder of folders) {
      const found = await layerProblems(`${folder}/fixture.ts`, importing('../collection-service'));
      expect(found, folder).toHaveLength(1);
    }
  });

  it('allows an import down the layers, and any import in a test', async () => {
    expect(
      await layerProblems(
        'search/fixture.ts',
        importing('../store/object-repository', 'findObjects') +
          "import type { CollectionRecord } from '../model/record';\nexport type R = CollectionRecord;\n",
      ),
    ).toEqual([]);
    expect(
      await layerProblems('iiif/presentation/fixture.ts', importing('../../images/image-store')),
    ).toEqual([]);
    expect(
      await layerProblems('store/fixture.test.ts', importing('../search/search-service')),
    ).toEqual([]);
  });
});

/** `a <-> b` for each two folders of src/lib that import each other (tests left out). */
function folderPairs(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  walk(lib);
  const folderOf = (file: string) => {
    const parts = relative(lib, file).split(sep);
    return parts.length > 1 && parts[0] !== '..' ? parts[0] : null;
  };
  const edges = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:import|export)\s[^'";]*?from\s+['"](\.[^'"]+)['"]/g)) {
      const from = folderOf(file);
      const to = folderOf(`${resolve(dirname(file), m[1] ?? '')}.ts`);
      if (from && to && from !== to) edges.add(`${from} ${to}`);
    }
  }
  return [...edges]
    .map((edge) => edge.split(' '))
    .filter(([a = '', b = '']) => a < b && edges.has(`${b} ${a}`))
    .map(([a, b]) => `${a} <-> ${b}`);
}

describe('libs/collection folders', () => {
  it('no two folders import each other', () => {
    expect(folderPairs()).toEqual([]);
  });
});
