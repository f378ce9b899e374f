#!/usr/bin/env node
// `npx nx run ui:release-storybook` (run by `nx release publish` before @kokoelma/ui is
// published): the static Storybook of the components, built by `nx run ui:build-storybook`
// into dist/storybook, packed as the release artefact of the ui version:
// dist/release/kokoelma-ui-storybook-<version>.tgz, one folder holding the site and
// storybook-release.json (package, version, commit, stories). Fails when a story file of
// libs/ui is missing from the built Storybook.
//
// Usage: node tools/release/storybook-artefact.mjs [--out dist/release]
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { expectOk } from './run.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const STORYBOOK = join(ROOT, 'dist/storybook');
const UI = join(ROOT, 'libs/ui');

/** Story files under a folder, relative to the repository root, as Storybook's index names them. */
function storyFiles(folder) {
  return readdirSync(folder, { recursive: true })
    .filter((f) => /\.stories\.tsx?$/.test(f))
    .map((f) => `./${relative(ROOT, join(folder, f)).split('\\').join('/')}`)
    .sort();
}

export async function storybookArtefact({ out = join(ROOT, 'dist/release') } = {}) {
  for (const file of ['index.html', 'iframe.html', 'index.json']) {
    if (!existsSync(join(STORYBOOK, file))) {
      throw new Error(`dist/storybook/${file} is missing: run \`npx nx run ui:build-storybook\``);
    }
  }
  const index = JSON.parse(readFileSync(join(STORYBOOK, 'index.json'), 'utf8'));
  const entries = Object.values(index.entries ?? {});
  const stories = entries.filter((e) => e.type === 'story');
  const indexed = new Set(entries.map((e) => e.importPath));
  const missing = storyFiles(join(UI, 'src')).filter((f) => !indexed.has(f));
  if (missing.length) {
    throw new Error(`the built Storybook lacks ${missing.join(', ')}: rebuild it`);
  }
  const { version } = JSON.parse(readFileSync(join(UI, 'package.json'), 'utf8'));
  const name = `kokoelma-ui-storybook-${version}`;
  const commit = (await expectOk('git', ['rev-parse', 'HEAD'], { cwd: ROOT })).output.trim();
  mkdirSync(out, { recursive: true });
  const staging = join(out, name);
  rmSync(staging, { recursive: true, force: true });
  cpSync(STORYBOOK, staging, { recursive: true });
  const components = [...new Set(stories.map((s) => s.title))].sort();
  const manifest = {
    package: '@kokoelma/ui',
    version,
    commit,
    stories: stories.length,
    components,
  };
  writeFileSync(join(staging, 'storybook-release.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const tarball = join(out, `${name}.tgz`);
  try {
    await expectOk('tar', ['-czf', tarball, '-C', out, name]);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return { tarball, bytes: statSync(tarball).size, ...manifest };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const made = await storybookArtefact(values.out ? { out: resolve(values.out) } : {});
  console.log(
    `${relative(process.cwd(), made.tarball)}: @kokoelma/ui ${made.version}, ` +
      `${made.stories} stories of ${made.components.length} components, ` +
      `${(made.bytes / 1024 / 1024).toFixed(1)} MB`,
  );
}
