/** Image formats a harvest accepts, told by their first bytes. */
export type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'tiff' | 'gif';

/** Bytes needed to tell every accepted format. */
export const SNIFF_BYTES = 12;

/** The format the file's magic bytes say, or null when they are not an accepted image. */
export function sniffImage(head: Uint8Array): SniffedFormat | null {
  const at = (i: number) => head[i];
  const ascii = (from: number, text: string) =>
    [...text].every((char, i) => at(from + i) === char.charCodeAt(0));
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if (at(0) === 0x89 && ascii(1, 'PNG\r\n\x1a\n')) return 'png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp';
  if (ascii(0, 'II*\0') || ascii(0, 'MM\0*')) return 'tiff';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'gif';
  return null;
}

/** True for a Content-Type that announces an image (parameters ignored). */
export function isImageContentType(value: string | undefined): boolean {
  return /^image\/[a-z0-9.+-]+\s*(;|$)/i.test(value?.trim() ?? '');
}
