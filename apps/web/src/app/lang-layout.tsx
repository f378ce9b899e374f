import { Global, css } from '@emotion/react';
import { IntlProvider } from 'react-intl';
import { Outlet, useParams, useSearchParams } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@kokoelma/domain';
import { localeFor, messagesFor } from '@kokoelma/i18n';
import { Banner } from '@kokoelma/ui';
import { FavouritesMerge } from '../features/galleries/favourites-merge';
import { SiteFrame } from './frame/site-frame';
import { useIntl } from 'react-intl';
import { useClientInfo } from './client-info';
import { useSiteData } from './route-deps';

const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    font-family:
      system-ui,
      -apple-system,
      'Segoe UI',
      Roboto,
      'Helvetica Neue',
      Arial,
      sans-serif;
    color: #111111;
    background: #ffffff;
    line-height: 1.5;
  }
  :focus-visible {
    outline: 3px solid #0b57a4;
    outline-offset: 2px;
  }
`;

/** The language of the current page; the route's loader has already rejected others. */
export function useLang(): Language {
  const { lang } = useParams();
  // Pages outside /{lang}/ (the /login page) carry their language as ?lang=.
  const [search] = useSearchParams();
  const wanted = lang ?? search.get('lang');
  return isLanguage(wanted) ? wanted : DEFAULT_LANGUAGE;
}

function Frame({ lang }: { lang: Language }) {
  const intl = useIntl();
  const site = useSiteData();
  const { unsupportedBrowser } = useClientInfo();
  return (
    <>
      <SiteFrame
        lang={lang}
        notices={
          <>
            {unsupportedBrowser && (
              <Banner tone="warning">{intl.formatMessage({ id: 'browser.unsupported' })}</Banner>
            )}
            {site.demo && <Banner>{intl.formatMessage({ id: 'site.demoNotice' })}</Banner>}
            {/* Favourites kept while signed out join the account once signed in. */}
            <FavouritesMerge />
          </>
        }
      >
        <Outlet />
      </SiteFrame>
    </>
  );
}

/** Everything under /{lang}/: messages and number/date formats of that language. */
export function LangLayout() {
  const lang = useLang();
  return (
    <IntlProvider locale={localeFor(lang)} messages={messagesFor(lang)} defaultLocale="fi-FI">
      <Global styles={globalStyles} />
      <Frame lang={lang} />
    </IntlProvider>
  );
}
