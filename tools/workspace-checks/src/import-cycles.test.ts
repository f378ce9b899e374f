import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

// No module of the apps or libraries imports itself through others (type-only imports
// included): a cycle makes the order modules run in depend on which is imported first,
// and two modules that need each other are one module in two files.
const root = new URL('../../../', import.meta.url).pathname;

describe('imports', () => {
  it('form no cycle anywhere in the apps and libraries', async () => {
    const tree = await parseDependencyTree(
      ['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
      {
        cwd: root,
        context: root,
        tsconfig: `${root}tsconfig.base.json`,
        exclude: /node_modules/,
        transform: false,
      },
    );
    expect(Object.keys(tree).length).toBeGreaterThan(500);
    expect(parseCircular(tree)).toEqual([]);
  }, 120_000);

  it('are followed well enough to see a cycle', async () => {
    // The same check over two files of the workspace that import each other.
    const tree = await parseDependencyTree(['tools/workspace-checks/fixtures/cycle-a.ts'], {
      cwd: root,
      context: root,
      transform: false,
    });
    expect(parseCircular(tree)).toEqual([
      ['tools/workspace-checks/fixtures/cycle-a.ts', 'tools/workspace-checks/fixtures/cycle-b.ts'],
    ]);
  });
});
