import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the
 * client build, at the highest levels: done once per build, they cost nothing per
 * request. The api serves them to browsers that accept them (@fastify/static's
 * `preCompressed`), so a page's scripts cross the network at about a quarter of their
 * size — on a phone's connection, that is most of the page's load time.
 */
export function precompress(): Plugin {
  return {
    name: 'kokoelma:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => COMPRESSIBLE.test(fileName))
          .map(async (fileName) => {
            const path = join(dir, fileName);
            const body = await readFile(path);
            if (body.length < MIN_BYTES) return;
            const [br, gzipped] = await Promise.all([
              brotli(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gz(body, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
          }),
      );
    },
  };
}
