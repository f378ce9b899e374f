import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { editClientFiles } from './client-files.ts';

/**
 * No source map for a chunk that maps to no source at all (the precompiled message
 * catalogues, a chunk that only imports another): such a map says nothing, and tools that
 * read every map a page names fail on one without sources (Lighthouse, in
 * `npm run perf:budget`, printed a stack trace per run). The written file loses its
 * sourceMappingURL line and the map goes, before the compile hint and the compressed
 * copies are written (compile-hints.ts, precompress.ts).
 */
export function emptySourceMaps(): Plugin {
  return editClientFiles('kokoelma:empty-source-maps', async (dir, bundle) => {
    const empty = Object.values(bundle).filter(
      (file): file is Rollup.OutputChunk =>
        file.type === 'chunk' && file.map !== null && file.map.sources.length === 0,
    );
    await Promise.all(
      empty.map(async (chunk) => {
        const path = join(dir, chunk.fileName);
        const code = await readFile(path, 'utf8');
        await writeFile(path, code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'));
        await rm(`${path}.map`, { force: true });
      }),
    );
  });
}
