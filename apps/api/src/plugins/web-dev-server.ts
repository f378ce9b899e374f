import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';

/** What the web-app plugin needs from a source of the web app: its entry and assets. */
export interface WebSource<E> {
  entry: () => Promise<E>;
  assets: {
    entry: string;
    preload: string[];
    pages: Record<string, string[]>;
    /** Subresource Integrity by script URL (built assets only; Vite's change on every edit). */
    integrity?: Record<string, string>;
  };
  /** Adds what the development server needs to a rendered page (its client, HMR). */
  transformHtml: (url: string, html: string, nonce: string) => Promise<string>;
}

// Requests Vite answers itself in development: its client, modules by path, dependencies.
const VITE_PATHS =
  /^\/(@vite\/|@react-refresh|@id\/|@fs\/|src\/|node_modules\/|__vite|favicon\.svg$)/;

/**
 * Development (`npm run dev`): the web app from its sources through Vite in middleware
 * mode, so edits reload in the browser without a build (hot module replacement). The
 * server entry is loaded through Vite on each render, so it is always the current code.
 * Vite is a development dependency: production never loads it.
 */
export async function viteWebSource<E>(
  app: FastifyInstance,
  webRoot: string,
  options: { hmr?: boolean } = {},
): Promise<WebSource<E>> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: join(webRoot, 'vite.config.ts'),
    root: webRoot,
    appType: 'custom',
    server: { middlewareMode: true, hmr: options.hmr === false ? false : { port: 24678 } },
  });
  app.addHook('onClose', async () => vite.close());
  app.addHook('onRequest', (request, reply, done) => {
    if (!VITE_PATHS.test(request.url)) return done();
    reply.hijack();
    vite.middlewares(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end();
    });
  });
  return {
    entry: async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as E,
    assets: { entry: '/src/entry-client.tsx', preload: [], pages: {} },
    async transformHtml(url, html, nonce) {
      // Vite adds its client and React's refresh preamble; the inline one needs the
      // request's nonce like every other inline script.
      const transformed = await vite.transformIndexHtml(url, html);
      return transformed.replace(
        /<script type="module">/g,
        `<script type="module" nonce="${nonce}">`,
      );
    },
  };
}
