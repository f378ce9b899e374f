#!/usr/bin/env node
// `npm run release:check`: proves the `nx release` configuration (nx.json `release`) without
// writing anything anywhere — no file, commit or tag in this checkout, nothing to a registry,
// no registry login. Part of `npm test` (through tools/consumers/consumers.mjs).
//
// 1. In a fresh clone without tags (`git clone --no-tags`) of this checkout, carrying the
//    working tree's release configuration: `nx release --dry-run --skip-publish` versions
//    every publishable library from the version in its package.json.
// 2. In the same clone, after tagging each library's current version (a last release) and
//    three commits — `feat(domain): …`, `fix(client): …` and a commit to ui that is not a
//    conventional commit — `nx release --dry-run --skip-publish` must bump domain for the
//    feature, client for the fix, contract, client and ui as dependents of domain (their
//    package.json follows the new domain version), and preview a CHANGELOG.md entry per
//    library that names the feature and the fix but not the other commit.
// 3. Here: `nx release publish --dry-run` (builds and runs publint/attw first, packs the
//    static Storybook as the ui release's artefact — dist/release/kokoelma-ui-storybook-
//    <version>.tgz — then `npm publish --dry-run` of each library) with an empty npm user
//    config, so no login is used; npm only reads the registry to see which versions exist.
// Afterwards HEAD, the tags and `git status` of this checkout must be as they were.
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { copyFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectOk, Findings, run } from './run.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const GIT_USER = [
  '-c',
  'user.name=Kokoelma release check',
  '-c',
  'user.email=release-check@invalid',
];
const NX = join(ROOT, 'node_modules/.bin/nx');

/** The publishable libraries: nx.json `release.projects`, each with its folder and version. */
export function releaseProjects(root = ROOT) {
  const names = JSON.parse(readFileSync(join(root, 'nx.json'), 'utf8')).release?.projects ?? [];
  const folders = new Map();
  for (const group of ['libs', 'apps']) {
    for (const dir of readdirSync(join(root, group))) {
      const file = join(root, group, dir, 'project.json');
      if (existsSync(file))
        folders.set(JSON.parse(readFileSync(file, 'utf8')).name, `${group}/${dir}`);
    }
  }
  return names.map((name) => {
    const folder = folders.get(name);
    const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
    return { name, folder, packageName: manifest.name, version: manifest.version, manifest };
  });
}

/** Folders of libs and apps whose package.json is not private: what is meant to be published. */
function publishableFolders(root = ROOT) {
  return ['libs', 'apps'].flatMap((group) =>
    readdirSync(join(root, group))
      .map((dir) => `${group}/${dir}`)
      .filter((folder) => {
        const file = join(root, folder, 'package.json');
        return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).private !== true;
      }),
  );
}

const gitState = async (cwd) => ({
  head: (await expectOk('git', ['rev-parse', 'HEAD'], { cwd })).output.trim(),
  tags: (await expectOk('git', ['tag', '--list'], { cwd })).output.trim(),
  status: (await expectOk('git', ['status', '--porcelain'], { cwd })).output.trim(),
});

const sameState = (a, b) => a.head === b.head && a.tags === b.tags && a.status === b.status;

/** The next version after a bump of x.y.z, the way nx applies it below 1.0 as well. */
function bump(version, kind) {
  const [major, minor, patch] = version.split(/[.-]/).map(Number);
  // Below 1.0.0 nx lowers each bump one step: a feature is a patch, a breaking change a minor.
  const effective = major === 0 && kind === 'minor' ? 'patch' : kind;
  if (effective === 'major') return `${major + 1}.0.0`;
  if (effective === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

/** `project ✍️  New version X written to manifest` lines: project → last new version. */
function newVersions(output) {
  const versions = new Map();
  for (const m of output.matchAll(/^(\S+) \S+\s+New version (\S+) written to manifest/gmu)) {
    versions.set(m[1], m[2]);
  }
  return versions;
}

/** The previewed CHANGELOG.md entry of each project: its "Previewing an entry" section. */
function changelogPreviews(output, projects) {
  const previews = new Map();
  for (const p of projects) {
    const start = output.indexOf(`Previewing an entry in ${p.folder}/CHANGELOG.md`);
    if (start < 0) continue;
    const rest = output.slice(start);
    const end = rest.slice(1).search(/^\s*NX /m);
    previews.set(p.name, end < 0 ? rest : rest.slice(0, end + 1));
  }
  return previews;
}

export async function releaseCheck({ log = console.log } = {}) {
  const projects = releaseProjects();
  const f = new Findings('release');
  const publishable = publishableFolders().sort();
  const released = projects.map((p) => p.folder).sort();
  f.expect(
    publishable.length > 0 && publishable.join() === released.join(),
    `nx.json release.projects (${released.join(', ')}) are not the folders with a public package.json (${publishable.join(', ')})`,
  );
  const before = await gitState(ROOT);
  const scratch = mkdtempSync(join(tmpdir(), 'kokoelma-release-'));
  const clone = join(scratch, 'clone');
  const timings = {};
  try {
    // 1. A fresh clone without tags, with this working tree's release configuration.
    await expectOk('git', ['clone', '-q', '--no-tags', ROOT, clone]);
    symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir');
    const config = [
      'nx.json',
      ...projects.flatMap((p) => [`${p.folder}/package.json`, `${p.folder}/project.json`]),
    ];
    for (const file of config) copyFileSync(join(ROOT, file), join(clone, file));
    if (
      (
        await expectOk('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: clone })
      ).output.trim()
    ) {
      await expectOk(
        'git',
        [...GIT_USER, 'commit', '-qam', 'chore: the working tree’s release configuration'],
        { cwd: clone },
      );
    }
    f.expect(
      (await expectOk('git', ['tag', '--list'], { cwd: clone })).output.trim() === '',
      'the clone has tags',
    );
    const tagless = await run(NX, ['release', '--dry-run', '--skip-publish'], { cwd: clone });
    timings.tagless = tagless.ms;
    if (
      f.expect(
        tagless.code === 0,
        `nx release --dry-run failed in a fresh clone:\n${tagless.output}`,
      )
    ) {
      for (const p of projects) {
        f.expect(
          new RegExp(
            `^${p.name} .*Falling back to the version ${p.version.replaceAll('.', '\\.')} in manifest`,
            'mu',
          ).test(tagless.output),
          `${p.name}: without tags, the version was not taken from ${p.folder}/package.json (${p.version})`,
        );
      }
    }

    // 2. A last release (tags at the current versions), then three commits.
    const cloneBefore = await gitState(clone);
    for (const p of projects)
      await expectOk('git', ['tag', `${p.name}@${p.version}`], { cwd: clone });
    const touch = async (project, message) => {
      const p = projects.find((x) => x.name === project);
      if (!p) return;
      writeFileSync(
        join(clone, p.folder, 'README.md'),
        `${readFileSync(join(clone, p.folder, 'README.md'), 'utf8')}\n<!-- ${message} -->\n`,
      );
      await expectOk('git', [...GIT_USER, 'commit', '-qam', message], { cwd: clone });
    };
    await touch('domain', 'feat(domain): a feature for the release check');
    await touch('client', 'fix(client): a fix for the release check');
    await touch('ui', 'ui: a note for the release check that is no conventional commit');
    const tagged = await gitState(clone);
    const planned = await run(NX, ['release', '--dry-run', '--skip-publish'], { cwd: clone });
    timings.conventional = planned.ms;
    if (
      f.expect(
        planned.code === 0,
        `nx release --dry-run failed after conventional commits:\n${planned.output}`,
      )
    ) {
      const versions = newVersions(planned.output);
      const previews = changelogPreviews(planned.output, projects);
      const version = (name) => projects.find((p) => p.name === name)?.version;
      const expected = new Map(
        projects.map((p) => [p.name, bump(p.version, p.name === 'domain' ? 'minor' : 'patch')]),
      );
      for (const p of projects) {
        f.expect(
          versions.get(p.name) === expected.get(p.name),
          `${p.name}: new version ${versions.get(p.name) ?? 'none'}, expected ${expected.get(p.name)} (from ${version(p.name)})`,
        );
        const preview = previews.get(p.name) ?? '';
        f.expect(
          preview.includes(`## ${expected.get(p.name)}`),
          `${p.name}: no CHANGELOG.md entry for ${expected.get(p.name)}`,
        );
        f.expect(
          !preview.includes('no conventional commit'),
          `${p.name}: the changelog lists a commit that is not a conventional commit`,
        );
        // Every library that depends on domain in its package.json follows the new version.
        if (p.manifest.dependencies?.['@kokoelma/domain']) {
          f.expect(
            planned.output.includes(`+     "@kokoelma/domain": "${expected.get('domain')}"`),
            `${p.name}: package.json does not follow @kokoelma/domain to ${expected.get('domain')}`,
          );
          f.expect(
            preview.includes(`Updated domain to ${expected.get('domain')}`),
            `${p.name}: the changelog does not name the domain update`,
          );
        }
      }
      f.expect(
        /### 🚀 Features[\s\S]*\*\*domain:\*\* a feature for the release check/u.test(
          previews.get('domain') ?? '',
        ),
        'domain: the changelog does not list the feature',
      );
      f.expect(
        /### 🩹 Fixes[\s\S]*\*\*client:\*\* a fix for the release check/u.test(
          previews.get('client') ?? '',
        ),
        'client: the changelog does not list the fix',
      );
    }
    const after = await gitState(clone);
    f.expect(
      sameState(tagged, after),
      'nx release --dry-run changed files, commits or tags of the clone',
    );
    f.expect(cloneBefore.tags === '', 'the clone had tags before the check tagged it');

    // 3. The publish step here, on the built libraries, without a login.
    const npmrc = join(scratch, 'npmrc');
    writeFileSync(npmrc, '');
    const publish = await run(NX, ['release', 'publish', '--dry-run'], {
      cwd: ROOT,
      env: {
        NPM_CONFIG_USERCONFIG: npmrc,
        npm_config_fetch_retries: '0',
        npm_config_fetch_timeout: '20000',
      },
    });
    timings.publish = publish.ms;
    if (f.expect(publish.code === 0, `nx release publish --dry-run failed:\n${publish.output}`)) {
      for (const p of projects) {
        f.expect(
          publish.output.includes(`📦  ${p.packageName}@`),
          `${p.packageName}: not packed by nx release publish --dry-run`,
        );
      }
      // The static Storybook, packed for the release of @kokoelma/ui (ui:release-storybook).
      const ui = projects.find((p) => p.name === 'ui');
      if (ui) {
        const name = `kokoelma-ui-storybook-${ui.version}`;
        const artefact = join(ROOT, 'dist/release', `${name}.tgz`);
        const listing = existsSync(artefact)
          ? (await expectOk('tar', ['-tzf', artefact])).output.split('\n')
          : [];
        for (const file of ['index.html', 'iframe.html', 'index.json', 'storybook-release.json']) {
          f.expect(listing.includes(`${name}/${file}`), `${name}.tgz lacks ${file}`);
        }
      }
      const wouldPublish = publish.output.match(/Would publish to \S+ with tag "latest"/g) ?? [];
      f.expect(
        wouldPublish.length === projects.length,
        `npm publish --dry-run ran ${wouldPublish.length} times, not ${projects.length}`,
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const end = await gitState(ROOT);
  f.expect(
    sameState(before, end),
    'the release check changed files, commits or tags of this checkout',
  );
  log(
    `release: ${projects.map((p) => `${p.packageName}@${p.version}`).join(', ')}; ` +
      `fresh clone without tags ${Math.round(timings.tagless / 1000)} s, conventional commits ` +
      `${Math.round(timings.conventional / 1000)} s, publish --dry-run ${Math.round(timings.publish / 1000)} s`,
  );
  return f;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const f = await releaseCheck();
  for (const failure of f.failures) console.error(`FAIL release: ${failure}`);
  console.log(f.ok ? 'release check: ok' : `release check: ${f.failures.length} failed`);
  process.exit(f.ok ? 0 : 1);
}
