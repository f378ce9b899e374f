// Test support of the harvest (not used by the harvest itself): the photographs, and a
// local image server with a plain file route and a minimal IIIF Image API.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** The public-domain photographs of ../shared/formats/images (see its README). */
export const PHOTOGRAPHS = {
  'harvesters.jpeg': { width: 1165, height: 859 },
  'hibiscus.regular.jpeg': { width: 312, height: 442 },
  'hat.jpeg': { width: 90, height: 112 },
  'hippopotamus.jpeg': { width: 36, height: 28 },
} as const;

export type PhotographName = keyof typeof PHOTOGRAPHS;

const SHARED_IMAGES = new URL('../../../../../../shared/formats/images/', import.meta.url);

/**
 * The photographs' bytes: the real files from ../shared/formats/images where that folder
 * is (CI and developer machines; its README asks that they are not copied into projects),
 * else JPEGs of the same pixel sizes drawn here, so that the tests never skip.
 */
export async function loadPhotographs(): Promise<Record<PhotographName, Buffer>> {
  const entries = await Promise.all(
    (Object.keys(PHOTOGRAPHS) as PhotographName[]).map(async (name) => {
      const path = new URL(name, SHARED_IMAGES);
      if (existsSync(path)) return [name, readFileSync(path)] as const;
      const { width, height } = PHOTOGRAPHS[name];
      const drawn = await sharp({
        create: { width, height, channels: 3, background: { r: 120, g: 90, b: 40 } },
      })
        .jpeg()
        .toBuffer();
      return [name, drawn] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<PhotographName, Buffer>;
}

/** True when the real photographs are there (the tests then also check their content). */
export const REAL_PHOTOGRAPHS = existsSync(new URL('hat.jpeg', SHARED_IMAGES));

export interface ImageServer {
  readonly url: string;
  /** Requests per path (`/files/hat.jpeg`, `/iiif/hat/info.json`, …). */
  readonly requests: Map<string, number>;
  /** Image bodies sent (200 answers of image routes). */
  readonly bodies: () => number;
  /** Replaces the file served under a name (a changed source). */
  readonly replace: (name: string, bytes: Buffer) => void;
  readonly close: () => Promise<void>;
}

/**
 * An image server on 127.0.0.1 and a free port:
 * - `/files/{name}` (any name under an added prefix, e.g. `/files/7/hat.jpeg`) — the
 *   photograph, `image/jpeg`, with ETag and Last-Modified, answering conditional GETs 304;
 * - `/iiif/{name}/info.json` and `/iiif/{name}/full/{max|full|w,h}/0/default.jpg` — a
 *   minimal IIIF Image API 3.0 service of it (`{name}` without `.jpeg`);
 * - `/missing.jpg` 404; `/text.jpg` a text file served as `image/jpeg`; `/hang.jpg` never
 *   answers; `/slow.jpg` sends its headers and then a byte now and then, never ending;
 *   `/flaky/{n}/{name}` answers 503 `n` times, then the file.
 */
export async function startImageServer(photographs: Record<string, Buffer>): Promise<ImageServer> {
  const files = new Map(Object.entries(photographs));
  const versions = new Map<string, number>();
  const requests = new Map<string, number>();
  const flaky = new Map<string, number>();
  let bodies = 0;
  const hanging = new Set<ServerResponse>();

  const sendImage = (res: ServerResponse, name: string, ifNoneMatch: string | undefined) => {
    const bytes = files.get(name);
    if (!bytes) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const etag = `"${name}-${versions.get(name) ?? 0}"`;
    const headers = { etag, 'last-modified': new Date(0).toUTCString() };
    if (ifNoneMatch === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    bodies += 1;
    res.writeHead(200, {
      ...headers,
      'content-type': 'image/jpeg',
      'content-length': bytes.length,
    });
    res.end(bytes);
  };

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    requests.set(path, (requests.get(path) ?? 0) + 1);
    const ifNoneMatch = req.headers['if-none-match'];
    if (path === '/missing.jpg') return void res.writeHead(404).end();
    if (path === '/text.jpg') {
      return void res
        .writeHead(200, { 'content-type': 'image/jpeg' })
        .end('Just text, no picture.\n');
    }
    if (path === '/hang.jpg') return void hanging.add(res);
    if (path === '/slow.jpg') {
      hanging.add(res);
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 1_000_000 });
      res.write(Buffer.from([0xff, 0xd8, 0xff]));
      const drip = setInterval(() => (res.destroyed ? clearInterval(drip) : res.write('x')), 50);
      res.on('close', () => clearInterval(drip));
      return;
    }
    const flakyMatch = /^\/flaky\/(\d+)\/(.+)$/.exec(path);
    if (flakyMatch?.[1] && flakyMatch[2]) {
      const seen = flaky.get(path) ?? 0;
      flaky.set(path, seen + 1);
      if (seen < Number(flakyMatch[1])) return void res.writeHead(503).end();
      return sendImage(res, flakyMatch[2], ifNoneMatch);
    }
    const file = /^\/files\/(?:.*\/)?([^/]+)$/.exec(path);
    if (file?.[1]) return sendImage(res, decodeURIComponent(file[1]), ifNoneMatch);
    const iiif = /^\/iiif\/([^/]+)\/(.*)$/.exec(path);
    if (iiif?.[1] && iiif[2] !== undefined) {
      const name = `${iiif[1]}.jpeg`;
      const bytes = files.get(name);
      if (!bytes) return void res.writeHead(404).end();
      if (iiif[2] === 'info.json') {
        void sharp(bytes)
          .metadata()
          .then(({ width, height }) => {
            const id = `http://127.0.0.1:${(server.address() as AddressInfo).port}/iiif/${iiif[1]}`;
            const info = {
              '@context': 'http://iiif.io/api/image/3/context.json',
              id,
              type: 'ImageService3',
              protocol: 'http://iiif.io/api/image',
              profile: 'level1',
              width,
              height,
            };
            res.writeHead(200, { 'content-type': 'application/ld+json' }).end(JSON.stringify(info));
          });
        return;
      }
      const size = /^full\/(max|full|(\d+),(\d+))\/0\/default\.jpg$/.exec(iiif[2]);
      if (!size) return void res.writeHead(400).end();
      if (size[2] && size[3]) {
        void sharp(bytes)
          .resize(Number(size[2]), Number(size[3]), { fit: 'fill' })
          .jpeg()
          .toBuffer()
          .then((resized) => {
            bodies += 1;
            res.writeHead(200, { 'content-type': 'image/jpeg' }).end(resized);
          });
        return;
      }
      return sendImage(res, name, ifNoneMatch);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    bodies: () => bodies,
    replace: (name, bytes) => {
      files.set(name, bytes);
      versions.set(name, (versions.get(name) ?? 0) + 1);
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
