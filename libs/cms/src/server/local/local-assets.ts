import { fileURLToPath } from 'node:url';
import { LOCAL_ASSET_PREFIX } from './content/assets';

export { LOCAL_ASSET_PREFIX };

/** Folder of the documents the local content links to (served under /cms-assets/files). */
export const LOCAL_ASSET_FILES_DIR = fileURLToPath(
  new URL('../../../assets/files', import.meta.url),
);

/** What a request under {@link LOCAL_ASSET_PREFIX} asks for. */
export type LocalAssetRequest =
  | { readonly kind: 'object-image'; readonly objectId: number }
  | { readonly kind: 'file'; readonly fileName: string; readonly contentType: string };

const FILE_TYPES: Readonly<Record<string, string>> = { pdf: 'application/pdf' };

/**
 * Reads the path of a local content asset: `/cms-assets/objects/{id}.jpg` is the first
 * image of a demo object, `/cms-assets/files/{name}.pdf` a file of
 * {@link LOCAL_ASSET_FILES_DIR}. Anything else (other folders, dots or slashes in names)
 * is undefined, so a route cannot be led outside the folder.
 */
export function parseLocalAssetPath(pathname: string): LocalAssetRequest | undefined {
  const object = /^\/cms-assets\/objects\/([1-9]\d{0,15})\.jpg$/.exec(pathname);
  if (object?.[1]) return { kind: 'object-image', objectId: Number(object[1]) };
  const file = /^\/cms-assets\/files\/([a-z0-9][a-z0-9-]{0,99})\.([a-z]{2,4})$/.exec(pathname);
  const contentType = file?.[2] ? FILE_TYPES[file[2]] : undefined;
  if (!file?.[1] || contentType === undefined) return undefined;
  return { kind: 'file', fileName: `${file[1]}.${file[2]}`, contentType };
}
