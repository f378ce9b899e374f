import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Subresource Integrity of the built scripts: `sha384-…` of each file, by its URL path
 * (`/assets/x.js`). Pages put it on the entry module and on every module they list (the
 * entry's modulepreload links carry it), so a browser runs only the exact bytes of this
 * build, even when the assets come through a CDN or a cache in between. Hashed from the files the server itself serves, once at start-up.
 */
export async function scriptIntegrity(
  clientDir: string,
  files: readonly string[],
): Promise<Record<string, string>> {
  const scripts = [...new Set(files)].filter((file) => file.endsWith('.js'));
  const hashes = await Promise.all(
    scripts.map(async (file) => {
      const digest = createHash('sha384')
        .update(await readFile(join(clientDir, file)))
        .digest('base64');
      return [`/${file}`, `sha384-${digest}`] as const;
    }),
  );
  return Object.fromEntries(hashes);
}
