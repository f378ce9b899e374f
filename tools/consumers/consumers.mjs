#!/usr/bin/env node
// `npm run test:consumers [-- --port 3298] [--keep] [--skip-release]`: the publishable
// libraries proven the way the people who reuse them meet them. Part of `npm test`, after
// the build (it needs libs/*/dist and dist/apps/api).
//
// 1. `npm pack` of each library into a temporary folder; every bare import of the packed
//    files must be a declared dependency or peer dependency.
// 2. Beside the rest, the release dry run (tools/release/release-check.mjs): nx release
//    from a fresh clone without tags, conventional commits, the Storybook artefact and
//    npm publish --dry-run without a login.
// 3. Throwaway consumer projects there, each installing the tarballs with
//    `npm install --offline` (third-party packages — typebox, react, emotion, TypeScript,
//    Vite, jsdom — are linked from this repository's node_modules as `file:` dependencies,
//    so nothing is downloaded and the versions are the lockfile's):
//    a. node-esm: plain Node ESM imports domain, contract (both entries) and client;
//    b. ts-bundler and c. ts-node16: `tsc --noEmit` on typed uses of all four packages,
//       with moduleResolution bundler and node16 (skipLibCheck off: the packed .d.ts files
//       are checked too);
//    d. vite-react: a Vite + React app with @kokoelma/ui, built for the browser and the
//       server, rendered with react-dom/server and hydrated in jsdom.
// 4. The built server on embedded defaults (a fresh data folder, 300 demo objects): a key
//    requested as the site's developers do (auto-approved), then the node-esm project's
//    script pages through /api/v1 with the installed @kokoelma/client.
// Prints a table and writes tmp/consumers-report.json (sizes, exports, results, times).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import { releaseCheck, releaseProjects } from '../release/release-check.mjs';
import { expectOk } from '../release/run.mjs';
import { MAIN, signUp, toolServer } from '../resilience/server.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
process.chdir(ROOT);
const PROJECTS = join(ROOT, 'tools/consumers/projects');
const MODULES = join(ROOT, 'node_modules');

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '3298' },
    keep: { type: 'boolean', default: false },
    'skip-release': { type: 'boolean', default: false },
  },
});

const started = Date.now();
const results = [];
const seconds = (ms) => (ms / 1000).toFixed(1);

/** Runs one named check; a thrown error is its failure. */
async function check(name, fn) {
  const t0 = Date.now();
  try {
    const detail = await fn();
    results.push({ name, ok: true, ms: Date.now() - t0, detail: detail ?? '' });
  } catch (error) {
    results.push({ name, ok: false, ms: Date.now() - t0, detail: firstLine(error) });
    console.error(`\nFAIL ${name}:\n${error instanceof Error ? error.message : error}\n`);
  }
}
const firstLine = (error) => String(error instanceof Error ? error.message : error).split('\n')[0];

// What the checks need: the built libraries and the built server.
const libraries = releaseProjects(ROOT);
const missing = [
  ...libraries.filter((l) => !existsSync(join(l.folder, 'dist/index.js'))).map((l) => l.folder),
  ...(existsSync(MAIN) ? [] : [MAIN]),
];
if (missing.length) {
  console.error(`consumers: build first (npx nx run-many -t build): missing ${missing.join(', ')}`);
  process.exit(2);
}
const lib = (name) => libraries.find((l) => l.name === name);

// The server starts while the packages are packed and the consumers built.
const box = await toolServer({
  name: 'consumers',
  port: Number(args.port),
  env: { DEMO_COLLECTION_SIZE: '300', API_KEY_APPROVAL: 'auto' },
});
process.on('exit', () => void box.server.kill('SIGKILL'));
const serverReady = box.server.start().then(
  () => null,
  (error) => error,
);

const scratch = mkdtempSync(join(tmpdir(), 'kokoelma-consumers-'));
const tarballs = join(scratch, 'tarballs');
mkdirSync(tarballs);
const packed = new Map();

try {
  // 1. The tarballs, and the imports of what they hold.
  await check('npm pack: 4 tarballs, imports declared', async () => {
    // One npm process packs them all (each `npm pack` costs a second of start-up).
    const { output } = await expectOk('npm', [
      'pack',
      ...libraries.map((l) => `./${l.folder}`),
      '--pack-destination',
      tarballs,
      '--json',
    ]);
    const infos = JSON.parse(output.slice(output.indexOf('[')));
    for (const l of libraries) {
      const info = infos.find((i) => i.name === l.packageName);
      if (!info) throw new Error(`${l.packageName} was not packed`);
      packed.set(l.name, { ...info, file: join(tarballs, info.filename) });
      const undeclared = undeclaredImports(
        l,
        info.files.map((f) => f.path),
      );
      if (undeclared.length) {
        throw new Error(`${l.packageName} imports undeclared packages: ${undeclared.join(', ')}`);
      }
      if (info.files.some((f) => /\.(test|stories)\.|tsbuildinfo|(^|\/)src\//.test(f.path))) {
        throw new Error(`${l.packageName} packs tests, stories or sources`);
      }
    }
    return [...packed.values()]
      .map((p) => `${p.name} ${kb(p.size)} packed / ${kb(p.unpackedSize)} unpacked`)
      .join('; ');
  });

  if (packed.size !== libraries.length) throw new Error('packing failed');

  // 2. The release dry run, beside the consumer projects (the tarballs are packed already).
  const releasing = args['skip-release']
    ? null
    : (async () => {
        const t0 = Date.now();
        let line = '';
        const f = await releaseCheck({ log: (text) => (line = text) }).catch((error) => ({
          ok: false,
          failures: [String(error instanceof Error ? error.message : error)],
        }));
        if (!f.ok) console.error(`\nFAIL release:\n${f.failures.join('\n')}\n`);
        return {
          name: 'release: nx release --dry-run, publish --dry-run',
          ok: f.ok,
          ms: Date.now() - t0,
          detail: f.ok ? line.replace(/^release: [^;]+; /, '') : f.failures[0].split('\n')[0],
        };
      })();

  // 3. The consumer projects.
  const link = (...names) => Object.fromEntries(names.map((n) => [n, `file:${join(MODULES, n)}`]));
  const contractDeps = link('typebox');
  const reactDeps = link('react', 'react-dom', '@emotion/react', '@emotion/styled');

  const consumers = {
    'node-esm': {
      files: ['node-esm'],
      ours: ['domain', 'contract', 'client'],
      dependencies: contractDeps,
    },
    'ts-bundler': {
      files: ['typescript'],
      ours: ['domain', 'contract', 'client', 'ui'],
      dependencies: { ...contractDeps, ...reactDeps },
      devDependencies: link('typescript', '@types/react', '@types/react-dom'),
      tsconfig: { module: 'esnext', moduleResolution: 'bundler' },
    },
    'ts-node16': {
      files: ['typescript'],
      ours: ['domain', 'contract', 'client', 'ui'],
      dependencies: { ...contractDeps, ...reactDeps },
      devDependencies: link('typescript', '@types/react', '@types/react-dom'),
      tsconfig: { module: 'node16', moduleResolution: 'node16' },
    },
    'vite-react': {
      files: ['vite-react'],
      ours: ['domain', 'ui'],
      dependencies: {
        ...reactDeps,
        ...link('@emotion/cache', '@emotion/server'),
      },
      devDependencies: link('vite', '@vitejs/plugin-react', 'jsdom'),
    },
  };

  await check('consumers: npm install --offline of the tarballs', async () => {
    // Two projects at a time (the machine may have two cores).
    const install = async ([name, spec]) => {
      const dir = join(scratch, name);
      for (const from of spec.files) cpSync(join(PROJECTS, from), dir, { recursive: true });
      const manifest = {
        name: `kokoelma-consumer-${name}`,
        private: true,
        type: 'module',
        dependencies: spec.dependencies,
        devDependencies: spec.devDependencies ?? {},
      };
      writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      if (spec.tsconfig) {
        const tsconfig = {
          compilerOptions: {
            target: 'es2022',
            lib: ['es2022', 'dom', 'dom.iterable'],
            ...spec.tsconfig,
            jsx: 'react-jsx',
            strict: true,
            noEmit: true,
            skipLibCheck: true,
            isolatedModules: true,
            verbatimModuleSyntax: true,
            types: [],
          },
          include: ['src'],
        };
        writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`);
      }
      // The project's own dependencies first, then ours, as a developer adds them:
      // `npm install <tarball>…` (peer dependencies are checked against what is there).
      const npmInstall = ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'];
      const own = await expectOk('npm', [...npmInstall, '--loglevel=error'], { cwd: dir });
      const tarballsOf = spec.ours.map((n) => packed.get(n).file);
      const added = await expectOk('npm', [...npmInstall, '--loglevel=error', ...tarballsOf], {
        cwd: dir,
      });
      const ms = own.ms + added.ms;
      return `${name} ${seconds(ms)} s`;
    };
    const entries = Object.entries(consumers);
    const times = [
      ...(await Promise.all(entries.slice(0, 2).map(install))),
      ...(await Promise.all(entries.slice(2).map(install))),
    ];
    return times.join(', ');
  });

  const exportsFound = {};
  await check('a. node-esm: import domain, contract, contract/public-api, client', async () => {
    const { output } = await expectOk('node', ['check.mjs'], { cwd: join(scratch, 'node-esm') });
    const found = JSON.parse(output.trim().split('\n').at(-1));
    Object.assign(exportsFound, found);
    return Object.entries(found)
      .map(([entry, names]) => `${entry} ${names.length}`)
      .join(', ');
  });
  for (const name of ['ts-bundler', 'ts-node16']) {
    await check(`${name === 'ts-bundler' ? 'b' : 'c'}. ${name}: tsc --noEmit`, async () => {
      const dir = join(scratch, name);
      await expectOk(join(dir, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd: dir });
      return `moduleResolution ${consumers[name].tsconfig.moduleResolution}, strict`;
    });
  }

  // A component the vite-react app does not import must stay out of its bundle.
  const marker = 'aspect-ratio: 16 / 9';
  const videoPlayer = join(lib('ui').folder, 'dist/video-player/video-player.js');
  await check('d. vite-react: vite build, SSR, hydration in jsdom', async () => {
    if (!readFileSync(videoPlayer, 'utf8').includes(marker)) {
      throw new Error(`the tree-shaking marker "${marker}" is gone from ${videoPlayer}`);
    }
    const dir = join(scratch, 'vite-react');
    const vite = join(dir, 'node_modules/.bin/vite');
    await expectOk(vite, ['build', '--outDir', 'dist/client'], { cwd: dir });
    await expectOk(vite, ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist/server'], {
      cwd: dir,
    });
    const { output } = await expectOk('node', ['verify.mjs', marker], { cwd: dir });
    const summary = JSON.parse(output.trim().split('\n').at(-1));
    Object.assign(exportsFound, summary.exports);
    return `SSR ${summary.ssrHtmlBytes} B of HTML; browser bundle ${kb(summary.bundleBytes)} in ${summary.bundleFiles} files, without VideoPlayer; hydrated, clicked`;
  });

  // 4. The installed client against the built server.
  await check('e. node-esm: @kokoelma/client against the built server', async () => {
    const failed = await serverReady;
    if (failed) throw failed;
    const key = await requestApiKey(box.base);
    const { output } = await expectOk('node', ['api.mjs'], {
      cwd: join(scratch, 'node-esm'),
      env: { KOKOELMA_URL: box.base, KOKOELMA_API_KEY: key },
    });
    const s = JSON.parse(output.trim().split('\n').at(-1));
    return `${s.objects} objects in ${s.objectPages} cursor pages, ${s.searchResults} search results by offset, ${s.people} people, ${s.exported} exported, ${s.retries} retries`;
  });

  if (releasing) results.unshift(await releasing);

  // The public exports of each entry point (values and types), as the packed .d.ts say.
  const typeExports = await declaredExports(join(scratch, 'ts-bundler'));
  writeReport(typeExports, exportsFound);
} catch (error) {
  results.push({ name: 'consumers', ok: false, ms: 0, detail: firstLine(error) });
} finally {
  await box.stop();
  if (args.keep) console.log(`consumer projects kept in ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
}

console.log('\ncheck                                                   seconds  result');
for (const r of results) {
  console.log(
    `${r.name.padEnd(56)} ${seconds(r.ms).padStart(7)}  ${r.ok ? 'ok' : 'FAIL'}  ${r.detail}`,
  );
}
const allOk = results.every((r) => r.ok) && results.length >= 8 - (args['skip-release'] ? 1 : 0);
console.log(`consumers: ${allOk ? 'ok' : 'FAILED'} in ${seconds(Date.now() - started)} s`);
process.exit(allOk ? 0 : 1);

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/**
 * Bare import specifiers in the packed .js and .d.ts files whose package is neither the
 * library itself, nor a dependency or peer dependency, nor a Node built-in.
 */
function undeclaredImports(l, files) {
  const declared = new Set([
    l.packageName,
    ...Object.keys(l.manifest.dependencies ?? {}),
    ...Object.keys(l.manifest.peerDependencies ?? {}),
  ]);
  const undeclared = new Map();
  for (const file of files.filter((f) => /\.(js|d\.ts)$/.test(f))) {
    const text = readFileSync(join(l.folder, file), 'utf8');
    // TypeScript's own scanner: static and dynamic imports, re-exports, import types.
    for (const { fileName: spec } of ts.preProcessFile(text, true, true).importedFiles) {
      if (spec.startsWith('.') || spec.startsWith('node:')) continue;
      const name = spec.startsWith('@')
        ? spec.split('/').slice(0, 2).join('/')
        : spec.split('/')[0];
      if (!declared.has(name)) undeclared.set(name, [...(undeclared.get(name) ?? []), file]);
    }
  }
  return [...undeclared].map(([name, in_]) => `${name} (${in_.length} files, e.g. ${in_[0]})`);
}

/** A key for the public API, as a developer gets one: sign up, request, wait for approval. */
async function requestApiKey(base) {
  const visitor = await signUp(base, 1);
  const headers = { cookie: visitor.cookie, origin: base, 'content-type': 'application/json' };
  const res = await fetch(`${base}/api/apikey/request`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ description: 'Kuluttajaprojektin testi: @kokoelma/client' }),
  });
  if (res.status !== 201) throw new Error(`key request: ${res.status} ${await res.text()}`);
  const { key } = await res.json();
  for (let i = 0; i < 100; i += 1) {
    const state = await (await fetch(`${base}/api/apikey`, { headers })).json();
    if (state.details?.stateId === 'COMPLETE') return key;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the key was not approved within 20 s');
}

/** Each entry point's exported names, split into values and types, by the TypeScript API. */
async function declaredExports(consumerDir) {
  const entries = [
    '@kokoelma/domain',
    '@kokoelma/contract',
    '@kokoelma/contract/public-api',
    '@kokoelma/client',
    '@kokoelma/ui',
  ];
  const file = join(consumerDir, 'src/exports.ts');
  writeFileSync(file, entries.map((e, i) => `export * as e${i} from '${e}';`).join('\n'));
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const out = {};
  for (const [i, entry] of entries.entries()) {
    const statement = source.statements[i];
    const symbol = checker.getSymbolAtLocation(statement.moduleSpecifier);
    const names = { values: [], types: [] };
    for (const exported of symbol ? checker.getExportsOfModule(symbol) : []) {
      const target =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      // `export type { X }` of a value exports only its type.
      const typeOnly = (exported.declarations ?? []).some(
        (d) => ts.isExportSpecifier(d) && (d.isTypeOnly || d.parent.parent.isTypeOnly),
      );
      const isValue = target.flags & ts.SymbolFlags.Value && !typeOnly;
      (isValue ? names.values : names.types).push(exported.name);
    }
    out[entry] = names;
  }
  return out;
}

function writeReport(typeExports, runtimeExports) {
  mkdirSync('tmp', { recursive: true });
  const report = {
    packages: [...packed.values()].map((p) => ({
      name: p.name,
      version: p.version,
      filename: p.filename,
      packedBytes: p.size,
      unpackedBytes: p.unpackedSize,
      files: p.entryCount,
    })),
    exports: Object.fromEntries(
      Object.entries(typeExports).map(([entry, names]) => [
        entry,
        { ...names, runtime: runtimeExports[entry]?.length ?? null },
      ]),
    ),
    results: results.map((r) => ({ ...r, seconds: Number(seconds(r.ms)) })),
    wallSeconds: Number(seconds(Date.now() - started)),
  };
  writeFileSync('tmp/consumers-report.json', `${JSON.stringify(report, null, 2)}\n`);
  for (const [entry, names] of Object.entries(typeExports)) {
    const runtime = runtimeExports[entry]?.length;
    console.log(
      `${entry}: ${names.values.length} values, ${names.types.length} types` +
        (runtime === undefined ? '' : ` (${runtime} at run time)`),
    );
    if (runtime !== undefined && runtime !== names.values.length) {
      results.push({
        name: `exports of ${entry}`,
        ok: false,
        ms: 0,
        detail: `${names.values.length} declared values, ${runtime} at run time`,
      });
    }
  }
}
