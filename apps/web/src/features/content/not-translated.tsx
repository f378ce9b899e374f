import { LANGUAGES, type Language } from '@kokoelma/domain';
import { LANGUAGE_NAMES } from '@kokoelma/i18n';
import { useT } from '../../shared/use-t';

/**
 * What a page not written in the visitor's language says (spec §2: "this page is not yet
 * available in {language}"), with links to it in the other languages: on a phone the
 * language switcher is inside the menu, and the page is otherwise a dead end.
 */
export function NotTranslated({
  lang,
  pathIn,
}: {
  lang: Language;
  pathIn: (lang: Language) => string;
}) {
  const t = useT();
  return (
    <>
      <p>{t('content.notTranslatedText')}</p>
      <ul>
        {LANGUAGES.filter((other) => other !== lang).map((other) => (
          <li key={other}>
            <a href={pathIn(other)} lang={other} hrefLang={other}>
              {LANGUAGE_NAMES[other]}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
