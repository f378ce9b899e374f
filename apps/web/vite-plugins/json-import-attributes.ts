import type { Plugin } from 'vite';

/** `with { type: 'json' }` on a static import, and `{ with: { type: 'json' } }` on a dynamic one. */
const ATTRIBUTES = [
  /\s+with\s*\{\s*type:\s*['"]json['"]\s*\}/g,
  /,\s*\{\s*with:\s*\{\s*type:\s*['"]json['"]\s*\}\s*\}/g,
];

/**
 * The development server answers a JSON import with a JavaScript module (Vite turns the
 * file into one, or precompiled-messages does), but a browser that sees the import's
 * `type: 'json'` attribute insists on a JSON answer and refuses it. Our libraries keep the
 * attribute, which Node needs, and the development server drops it from what it sends.
 * (A build bundles the JSON in, so this applies to `npm run dev` only.)
 */
export function jsonImportAttributes(): Plugin {
  return {
    name: 'kokoelma:json-import-attributes',
    apply: 'serve',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.(ts|tsx)$/.test(id.split('?')[0] ?? '')) return;
      if (!code.includes('json')) return;
      let out = code;
      for (const re of ATTRIBUTES) out = out.replace(re, '');
      return out === code ? undefined : { code: out, map: null };
    },
  };
}
