import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The message catalogues of libs/i18n: `messages/fi.json`, `messages/polyglot/fi.json`… */
const CATALOGUE = /\/libs\/i18n\/src\/messages\/(?:[a-z-]+\/)*([a-z]{2})\.json$/;
const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * A catalogue with each ICU message parsed into the syntax tree react-intl formats.
 * The parser reads the locale only to pick the hour cycle of a `j` time skeleton; the
 * language alone gives the same as the page's locale for every message in the catalogues
 * (precompiled-messages.test.ts compares them).
 */
export function compileCatalogue(json: string, lang: string): string {
  const messages = JSON.parse(json) as Record<string, string>;
  const locale = new Intl.Locale(lang);
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, parse(message, { locale })]),
  );
  return JSON.stringify(compiled);
}

/**
 * The browser gets its messages parsed at build time, and no ICU parser: every catalogue
 * becomes syntax trees (what react-intl and intl-messageformat build from a string at
 * run time, so the output is the same), and the parser is replaced by formatjs's
 * `no-parser` build, which keeps the parser's type helpers and throws if a string
 * message ever reaches it. That keeps about 9 KB (gzip) of parser out of every page.
 * The server keeps the strings and the parser.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'kokoelma:precompiled-messages',
    // Before Vite's JSON plugin, which turns the compiled JSON into a module.
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId: {
      filter: { id: new RegExp(`^${PARSER}$`) },
      handler(source, importer, options) {
        return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
      },
    },
    transform: {
      filter: { id: CATALOGUE },
      handler(code, id) {
        const lang = CATALOGUE.exec(id)?.[1] ?? '';
        return { code: compileCatalogue(code, lang), map: null };
      },
    },
  };
}
