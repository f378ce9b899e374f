#!/usr/bin/env node
// Fails the web build when browser code reaches server code. The lint rules stop the
// direct imports; this catches what slips through transitively, by reading the source
// maps of the built client bundle (every module that went into it) and the code itself.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: check-client-bundle.mjs <client-dist-dir>');
  process.exit(2);
}

/** Modules that must never be in a browser bundle, by where they come from. */
export const FORBIDDEN_SOURCES = [
  /node_modules\/(pg|pg-pool|pg-protocol|postgres|@electric-sql\/pglite|fastify|@fastify\/[^/]+|kysely|sharp|nodemailer)\//,
  /libs\/(db|collection|accounts)\//,
  /libs\/[^/]+\/src\/server\//,
];
/**
 * Modules no page may load, though they are browser-safe: schema validation (TypeBox)
 * stays on the server, and messages come precompiled, so no ICU parser either (its
 * `no-parser` stand-in is fine). Checked on what each page loads: the entry and its
 * imports, and each lazy chunk (a page, a message catalogue) with its imports.
 */
export const FORBIDDEN_IN_PAGES = [
  /node_modules\/typebox\//,
  /node_modules\/@formatjs\/(icu-skeleton-parser\/|icu-messageformat-parser\/(?!no-parser\.js))/,
];
/**
 * Pages that may load TypeBox: the developer page documents the public API from its
 * route schemas, and the API key screens name their form targets by the route objects.
 */
const SCHEMA_PAGES = [/^src\/pages\/developers-route\.tsx$/, /^src\/features\/apikey\//];

/** Code patterns of Node built-ins in emitted JavaScript. */
export const FORBIDDEN_CODE = [
  /\bfrom\s*["']node:/,
  /\bimport\(\s*["']node:/,
  /\brequire\(\s*["']node:/,
];

function* files(root) {
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const problems = [];
let checked = 0;
for (const file of files(dir)) {
  if (file.endsWith('.js.map')) {
    const { sources = [] } = JSON.parse(readFileSync(file, 'utf8'));
    for (const source of sources) {
      if (FORBIDDEN_SOURCES.some((re) => re.test(source))) {
        problems.push(`${relative(dir, file)}: bundles ${source}`);
      }
    }
  } else if (file.endsWith('.js')) {
    checked += 1;
    const code = readFileSync(file, 'utf8');
    for (const re of FORBIDDEN_CODE) {
      if (re.test(code)) problems.push(`${relative(dir, file)}: imports a Node built-in (${re})`);
    }
    // A map a script names exists and maps to some source: Lighthouse fails on one without
    // (apps/web/vite-plugins/empty-source-maps.ts leaves such chunks without a map).
    const named = /\n\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    if (named) {
      const map = join(dirname(file), named);
      const sources = existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : null;
      if (!sources?.length)
        problems.push(
          `${relative(dir, file)}: names a source map ${sources ? 'without sources' : 'that is missing'}`,
        );
    }
  }
}

/** The chunk files a manifest entry loads: its own and its static imports, transitively. */
function staticGraph(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticGraph(manifest, dep, seen);
  return seen;
}

const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
const roots = Object.keys(manifest).filter(
  (key) => manifest[key].isEntry || manifest[key].isDynamicEntry,
);
const sourcesOf = new Map();
for (const root of roots) {
  const rules = SCHEMA_PAGES.some((re) => re.test(root))
    ? FORBIDDEN_IN_PAGES.filter((re) => !re.test('node_modules/typebox/'))
    : FORBIDDEN_IN_PAGES;
  for (const file of staticGraph(manifest, root)) {
    if (!sourcesOf.has(file)) {
      const map = join(dir, `${file}.map`);
      sourcesOf.set(
        file,
        existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')).sources ?? []) : [],
      );
    }
    const packages = new Set(
      sourcesOf
        .get(file)
        .filter((source) => rules.some((re) => re.test(source)))
        .map((source) => source.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')),
    );
    for (const name of packages) problems.push(`${root} loads ${name} (in ${file})`);
  }
}

/**
 * What the entry runs before the page has loaded: the entry and its static imports. The app
 * itself waits for the load event (entry-client.tsx); when a chunking rule pulls one of its
 * shared chunks into the entry's imports, a visitor's phone fetches and runs it while it
 * still lays out the page. Bytes, minified and uncompressed.
 */
export const ENTRY_STATIC_LIMIT = 8 * 1024;
for (const key of Object.keys(manifest).filter((k) => manifest[k].isEntry)) {
  const files = [...staticGraph(manifest, key)];
  const bytes = files.reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
  if (bytes > ENTRY_STATIC_LIMIT) {
    problems.push(
      `${key} runs ${bytes} bytes before the page has loaded (${files.join(', ')}); at most ${ENTRY_STATIC_LIMIT}`,
    );
  }
}

/**
 * The chunks of 10 KB or more that every page runs to hydrate (the libraries and the app the
 * entry imports, and what they import) start with Chromium's compile hint, so that their
 * functions are compiled while they stream in rather than on the main thread when
 * hydration first calls them (apps/web/vite-plugins/compile-hints.ts, whose COMPILE_HINT
 * this repeats: the check reads the build, not the plugin).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const HINTED_MIN_BYTES = 10 * 1024;
for (const key of Object.keys(manifest).filter((k) => manifest[k].isEntry)) {
  for (const started of manifest[key].dynamicImports ?? []) {
    for (const file of staticGraph(manifest, started)) {
      const code = readFileSync(join(dir, file), 'utf8');
      if (code.length >= HINTED_MIN_BYTES && !code.startsWith(COMPILE_HINT)) {
        problems.push(`${file} (run by every page) does not start with ${COMPILE_HINT}`);
      }
    }
  }
}

if (checked === 0) {
  console.error(`check-client-bundle: no JavaScript found in ${dir}`);
  process.exit(1);
}
if (problems.length > 0) {
  console.error('The browser bundle holds code it must not:\n  ' + problems.join('\n  '));
  process.exit(1);
}
console.log(
  `check-client-bundle: ${checked} client files, no server code; ${roots.length} pages and chunks without TypeBox or the ICU parser; the app's chunks carry the compile hint`,
);
