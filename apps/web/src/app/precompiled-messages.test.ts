// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@kokoelma/domain';
import { LOCALES } from '@kokoelma/i18n';
import { compileCatalogue } from '../../vite-plugins/precompiled-messages';

const messages = join(import.meta.dirname, '../../../../libs/i18n/src/messages');

describe('the browser build precompiles the catalogues', () => {
  it.each(LANGUAGES.flatMap((lang) => [`${lang}.json`, `polyglot/${lang}.json`]))(
    '%s: the syntax trees the page locale would parse at run time',
    (file) => {
      const lang = file.replace(/^.*\//, '').slice(0, 2) as (typeof LANGUAGES)[number];
      const json = readFileSync(join(messages, file), 'utf8');
      const locale = new Intl.Locale(LOCALES[lang]);
      const expected = Object.fromEntries(
        Object.entries(JSON.parse(json) as Record<string, string>).map(([id, text]) => [
          id,
          parse(text, { locale }),
        ]),
      );
      expect(JSON.parse(compileCatalogue(json, lang))).toEqual(expected);
    },
  );
});
