import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PUBLIC_API_PREFIX } from '@kokoelma/contract';
import { API_REFERENCE_PATH } from '@kokoelma/contract/site';
import { encodePage, pageEncoding, type PageEncoding } from '../plugins/page-encoding';
import { withDirective } from '../plugins/security-headers';
import { routePlugin } from './route-plugin';

/**
 * Scalar's script made to run under the site's policy without a single violation, by two
 * edits (api-reference.test.ts fails if a new version no longer has either spot):
 * - the @font-face rules of its theme that load Inter and JetBrains Mono from Scalar's
 *   servers go: the page uses the system's fonts (`SYSTEM_FONTS`), and Scalar 1.72 writes
 *   those rules whatever `withDefaultFonts` says, so the browser fetched them (and the
 *   policy refused them) although no text used them;
 * - Zod's probe of whether `Function('')` may run (to compile its validators) answers no
 *   without trying: the policy has no 'unsafe-eval', so the try always failed, and
 *   reported a violation each time. Zod validates as it does without eval anyway.
 */
export function scalarForThisSite(script: string): string {
  return script
    .replace(/@font-face\s*\{[^}]*url\(https:\/\/fonts\.scalar\.com\/[^}]*\}/g, '')
    .replaceAll('try{return Function(``),!0}catch{return!1}', 'return!1');
}

/**
 * Scalar's browser build, as npm ships it (`@scalar/api-reference`): one self-contained
 * script, served from this site (no CDN) under its own hash, so it is kept for a year and
 * checked by Subresource Integrity.
 */
async function scalarBundle() {
  const require = createRequire(import.meta.url);
  const main = require.resolve('@scalar/api-reference');
  const body = Buffer.from(
    scalarForThisSite(await readFile(join(dirname(main), 'browser', 'standalone.js'), 'utf8')),
  );
  return {
    body,
    name: `scalar.${createHash('sha256').update(body).digest('hex').slice(0, 16)}.js`,
    integrity: `sha384-${createHash('sha384').update(body).digest('base64')}`,
  };
}

/**
 * What the page's own script tells Scalar: the document, the system's fonts (not Scalar's
 * from its servers), no AI agent or hosted extras that would call out of the site. Requests made with "Test
 * request" go straight to the API (same origin), no proxy.
 */
const INIT_SCRIPT = `Scalar.createApiReference('#api-reference', {
  url: '${PUBLIC_API_PREFIX}/openapi.json',
  withDefaultFonts: false,
  hideClientButton: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  telemetry: false,
  documentDownloadType: 'json',
  persistAuth: false,
  defaultOpenAllTags: false,
});
`;

/**
 * The system's own fonts. Scalar's style sheet names Inter and JetBrains Mono from its
 * servers (which the policy refuses) whatever its options say; outside its cascade
 * layers, this rule wins over its own, from the first paint on.
 */
const SYSTEM_FONTS =
  ':root{--scalar-font:ui-sans-serif,system-ui,sans-serif;--scalar-font-code:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}';

/**
 * The site's policy with inline styles allowed (and so without the style nonce, which
 * would make browsers ignore 'unsafe-inline'): Scalar sets style attributes from its
 * markup and adds style elements of its parts (the editor, the toasts) without a nonce,
 * about 200 of them. Nothing else is loosened: scripts, connections, images and fonts
 * stay this origin's only.
 */
export function referencePolicy(policy: string): string {
  return withDirective(policy, 'style-src', ["'self'", "'unsafe-inline'"]);
}

/**
 * The interactive reference over the public API's OpenAPI document (GET
 * /api/v1/openapi.json), by Scalar. Its styles are inline: the main style sheet is a
 * <style> element (given the nonce of the csp-nonce meta tag), but its parts add style
 * elements and attributes without one. This page alone therefore allows inline styles
 * (`referencePolicy`); scripts stay as strict as everywhere (this origin and the
 * nonce), and every other page keeps the site's policy.
 */
export function apiReferencePlugin() {
  return async function plugin(app: FastifyInstance) {
    const bundle = await scalarBundle();
    const encoded = new Map<PageEncoding, Promise<Buffer>>();
    const scriptUrl = `${API_REFERENCE_PATH}/${bundle.name}`;

    const page = (nonce: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="csp-nonce" content="${nonce}">
<title>Kokoelma public API reference</title>
<meta name="description" content="The Kokoelma public API, operation by operation, with requests to try.">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${SYSTEM_FONTS}</style>
</head>
<body>
<div id="api-reference"></div>
<script src="${scriptUrl}" integrity="${bundle.integrity}"></script>
<script src="${API_REFERENCE_PATH}/init.js"></script>
</body>
</html>
`;

    app.get(API_REFERENCE_PATH, async (_request, reply) => {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        reply.header('content-security-policy', referencePolicy(policy));
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(page(reply.cspNonce.style));
    });

    app.get(`${API_REFERENCE_PATH}/init.js`, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(INIT_SCRIPT),
    );

    app.get(scriptUrl, async (request, reply) => {
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'accept-encoding');
      return sendEncoded(reply, pageEncoding(request.headers['accept-encoding']));
    });

    /**
     * The bundle (4 MB) compressed once per encoding, off the event loop, at its first
     * request rather than at start: most starts (tests, one-off commands) never serve it.
     */
    function sendEncoded(reply: FastifyReply, encoding: PageEncoding | null) {
      if (!encoding) return reply.send(bundle.body);
      let body = encoded.get(encoding);
      if (!body) {
        body = encodePage(bundle.body, encoding);
        encoded.set(encoding, body);
        body.catch(() => encoded.delete(encoding));
      }
      return body.then((buffer) => reply.header('content-encoding', encoding).send(buffer));
    }
  };
}

/** The API reference page and its scripts. */
export const apiReferenceRoutesGroup = routePlugin(
  async (app) => {
    await app.register(apiReferencePlugin());
  },
  'api-reference-routes',
  [],
);
