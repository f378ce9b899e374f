import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type PageEncoding = 'br' | 'gzip';

/**
 * The encoding to send a page in, from the request's Accept-Encoding: brotli when the
 * browser takes it (every current one does), else gzip, else none. A `q=0` refuses one.
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/**
 * A page compressed for the wire. Pages differ per answer (each has its own CSP nonce),
 * so they are compressed per answer, off the event loop, at levels that take a few
 * milliseconds for a large page: a search page's 180 KB of HTML becomes about 21 KB.
 */
export function encodePage(html: string | Buffer, encoding: PageEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gz(html, { level: 6 });
}
