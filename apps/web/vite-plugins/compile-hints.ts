import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { editClientFiles } from './client-files.ts';

/** Chromium's per-file compile hint (explicit JavaScript compile hints). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Starts the chosen chunks with Chromium's compile hint: their functions are then compiled
 * on the thread that streams the script in, rather than one by one on the main thread the
 * first time they are called — for the libraries and the app a page hydrates with, that is
 * nearly every function, at the moment a phone's main thread is busiest.
 *
 * The hint counts only as a file's first line, and the bundler puts its own preamble (the
 * dependencies of a chunk's lazy imports) above any banner; so the hint goes into the
 * written files, before anything else reads them (the compressed copies, precompress.ts),
 * and each source map moves down a line with it.
 */
export function compileHints(hinted: (chunk: Rollup.OutputChunk) => boolean): Plugin {
  return editClientFiles('kokoelma:compile-hints', async (dir, bundle) => {
    const chunks = Object.values(bundle).filter(
      (file): file is Rollup.OutputChunk => file.type === 'chunk' && hinted(file),
    );
    await Promise.all(
      chunks.map(async (chunk) => {
        const path = join(dir, chunk.fileName);
        const code = await readFile(path, 'utf8');
        if (code.startsWith(COMPILE_HINT)) return;
        await writeFile(path, `${COMPILE_HINT}\n${code}`);
        const mapPath = `${path}.map`;
        const map = JSON.parse(await readFile(mapPath, 'utf8').catch(() => 'null')) as {
          mappings: string;
        } | null;
        if (map) await writeFile(mapPath, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }),
    );
  });
}
