import { readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';

/** Extensions tried when a pattern names no extension of its own. */
const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.tif', '.tiff', '.gif'];

/** What a pattern's placeholders stand for. */
export interface PatternValues {
  readonly objectId: number;
  readonly inventoryNumber: string | null;
  readonly filename: string | null;
}

/** True when the pattern names one file per image (`{filename}`) rather than per record. */
export function isPerImagePattern(pattern: string): boolean {
  return pattern.includes('{filename}');
}

/**
 * The file name a pattern gives, or null when a placeholder has no value. Values are made
 * file-name safe (`/`, `\` and control characters become `_`, "A II 1517:26 / 15" →
 * "A II 1517:26 _ 15"), so no record can name a file outside the folder.
 */
export function patternName(pattern: string, values: PatternValues): string | null {
  let missing = false;
  const name = pattern.replace(/\{(objectId|inventoryNumber|filename)\}/g, (_, key: string) => {
    const value =
      key === 'objectId'
        ? String(values.objectId)
        : key === 'inventoryNumber'
          ? values.inventoryNumber
          : values.filename;
    if (value === null || value.trim() === '') {
      missing = true;
      return '';
    }
    // eslint-disable-next-line no-control-regex
    return value.trim().replace(/[/\\\u0000-\u001f]/g, '_');
  });
  if (missing || name === '' || name === '.' || name === '..' || /[/\\]/.test(name)) return null;
  return name;
}

/**
 * Finds files of a folder by name, case-insensitively (exports made on Windows mix case),
 * trying the image extensions when the name has none of them. The folder is listed once.
 */
export async function createLocalImageFinder(dir: string) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = new Map<string, string>();
  for (const entry of entries) {
    if (entry.isFile()) files.set(entry.name.toLowerCase(), join(dir, entry.name));
  }
  return (name: string): string | undefined => {
    const lower = name.toLowerCase();
    if (IMAGE_EXTENSIONS.includes(extname(lower))) return files.get(lower);
    for (const extension of IMAGE_EXTENSIONS) {
      const found = files.get(`${lower}${extension}`);
      if (found) return found;
    }
    return files.get(lower);
  };
}
