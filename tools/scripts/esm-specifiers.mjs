// Adds the file extension to relative import specifiers in a built library
// (`./lib/common` → `./lib/common.js`, `./theme` → `./theme/index.js`), in .js and .d.ts
// files alike. Libraries whose sources use extensionless imports (resolved by Vite and
// `moduleResolution: bundler` inside the workspace) are compiled by tsc as they are;
// this step makes the output loadable by Node's ESM loader and by TypeScript's node16
// resolution, which is what publint and @arethetypeswrong/cli check.
//
// Usage: node tools/scripts/esm-specifiers.mjs libs/contract/dist
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = process.argv[2];
if (!root) {
  console.error('usage: esm-specifiers.mjs <dist folder>');
  process.exit(2);
}

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*|\.{1,2})\2/g;

function withExtension(file, specifier, declaration) {
  if (/\.(js|mjs|cjs|json|css)$/.test(specifier)) return specifier;
  const base = resolve(dirname(file), specifier);
  const ext = declaration ? '.d.ts' : '.js';
  if (existsSync(base + ext)) return `${specifier}.js`;
  if (existsSync(join(base, `index${ext}`))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${file}: cannot resolve ${specifier}`);
}

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(js|d\.ts)$/.test(name)) yield path;
  }
}

let changed = 0;
for (const file of files(root)) {
  const declaration = file.endsWith('.d.ts');
  const text = readFileSync(file, 'utf8');
  const next = text.replace(
    SPECIFIER,
    (_, lead, quote, specifier) =>
      `${lead}${quote}${withExtension(file, specifier, declaration)}${quote}`,
  );
  if (next !== text) {
    writeFileSync(file, next);
    changed += 1;
  }
}
console.log(`esm-specifiers: ${changed} files in ${root}`);
