#!/usr/bin/env node
// Fails the web build when browser code reaches server code. The lint rules stop the
// direct imports; this catches what slips through transitively, by reading the source
// maps of the built client bundle (every module that went into it) and the code itself.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

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
  }
}

if (checked === 0) {
  console.error(`check-client-bundle: no JavaScript found in ${dir}`);
  process.exit(1);
}
if (problems.length > 0) {
  console.error('The browser bundle contains server code:\n  ' + problems.join('\n  '));
  process.exit(1);
}
console.log(`check-client-bundle: ${checked} client files, no server code`);
