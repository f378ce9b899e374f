import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Lints imagined files at real paths of the workspace with the real config, so the
// boundary matrix of DESIGN.md is proven to fail lint, not just written down.
const root = new URL('../../../', import.meta.url).pathname;
let eslint: ESLint;

beforeAll(async () => {
  // The Nx rule reads the project graph from Nx's cache and silently skips itself when
  // there is none: build the graph first so these tests measure the rule, not its absence.
  await createProjectGraphAsync({ exitOnError: true });
  eslint = new ESLint({ cwd: root });
});

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

const boundary = '@nx/enforce-module-boundaries';

describe('module boundaries fail lint', () => {
  it('ui importing a server library', async () => {
    const found = await problems(
      'libs/ui/src/fixture.ts',
      "import { SCHEMA_VERSION } from '@kokoelma/db';\nexport const x = SCHEMA_VERSION;\n",
    );
    expect(found).toContainEqual(
      expect.objectContaining({ rule: boundary, message: expect.stringMatching(/type:ui/) }),
    );
    expect(found).toContainEqual(expect.objectContaining({ rule: 'no-restricted-imports' }));
  });

  it('a library importing an application', async () => {
    const found = await problems(
      'libs/domain/src/fixture.ts',
      "import { buildApp } from '../../../apps/api/src/app';\nexport const x = buildApp;\n",
    );
    expect(found.some((p) => p.rule === boundary)).toBe(true);
  });

  it('a type:domain library (contract) importing ui', async () => {
    const found = await problems(
      'libs/contract/src/fixture.ts',
      "import { Banner } from '@kokoelma/ui';\nexport const x = Banner;\n",
    );
    expect(found).toContainEqual(
      expect.objectContaining({ rule: boundary, message: expect.stringMatching(/type:domain/) }),
    );
  });

  it('the web app importing a server library', async () => {
    const found = await problems(
      'apps/web/src/fixture.ts',
      "import { SCHEMA_VERSION } from '@kokoelma/db';\nexport const x = SCHEMA_VERSION;\n",
    );
    expect(found).toContainEqual(
      expect.objectContaining({ rule: boundary, message: expect.stringMatching(/scope:web/) }),
    );
  });

  it('browser code importing a ./server entry or a Node built-in', async () => {
    const found = await problems(
      'libs/ui/src/fixture.ts',
      "import { readFile } from 'node:fs';\nimport { x } from '@kokoelma/cms/server';\nexport const y = [readFile, x];\n",
    );
    expect(found.filter((p) => p.rule === 'no-restricted-imports')).toHaveLength(2);
  });

  it('a published library importing the site-internal contract, or the contract re-exporting it', async () => {
    for (const file of ['libs/ui/src/fixture.tsx', 'libs/client/src/fixture.ts']) {
      const found = await problems(
        file,
        "import { pageRoutes } from '@kokoelma/contract/site';\nexport const x = pageRoutes;\n",
      );
      expect(found).toContainEqual(
        expect.objectContaining({
          rule: 'no-restricted-imports',
          message: expect.stringMatching(/not published/),
        }),
      );
    }
    const reexport = await problems('libs/contract/src/index.ts', "export * from './site';\n");
    expect(reexport).toContainEqual(expect.objectContaining({ rule: 'no-restricted-imports' }));
    // Browser restrictions still hold there.
    const node = await problems(
      'libs/ui/src/fixture.ts',
      "import { readFile } from 'node:fs';\nexport const y = readFile;\n",
    );
    expect(node.filter((p) => p.rule === 'no-restricted-imports')).toHaveLength(1);
  });

  it('allows what the matrix allows (ui using domain)', async () => {
    const found = await problems(
      'libs/ui/src/fixture.ts',
      "import { LANGUAGES } from '@kokoelma/domain';\nexport const x = LANGUAGES;\n",
    );
    expect(found.filter((p) => p.rule === boundary || p.rule === 'no-restricted-imports')).toEqual(
      [],
    );
  });

  it('the web app calling fetch outside its one API client', async () => {
    const code =
      "export const a = () => fetch('/api/site');\nexport const b = () => window.fetch('/api/site');\n";
    const found = await problems('apps/web/src/features/search/fixture.ts', code);
    expect(found.map((p) => p.rule)).toEqual(['no-restricted-globals', 'no-restricted-properties']);
    // The client itself is where fetch is called.
    const client = await problems('apps/web/src/api/browser-api-client.ts', code);
    expect(client.filter((p) => p.rule?.startsWith('no-restricted'))).toEqual([]);
  });
});
