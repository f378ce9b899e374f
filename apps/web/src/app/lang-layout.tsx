import { Global, css } from '@emotion/react';
import { RawIntlProvider, useIntl } from 'react-intl';
import { Outlet, useParams, useSearchParams } from 'react-router';
import type { Language } from '@kokoelma/domain';
import { Banner } from '@kokoelma/ui';
import { SiteFrame } from './frame/site-frame';
import { useClientInfo } from './client-info';
import { useSiteData } from './route-deps';
import { intlFor, pageLanguage } from './intl';
import { afterHydration } from './after-hydration';

// Only a visitor who signs in with favourites kept in this browser needs it.
const FavouritesMerge = afterHydration(() =>
  import('../features/galleries/favourites-merge').then((m) => m.FavouritesMerge),
);

/** The site's base styles: also the error page's, which has no frame. */
export const globalStyles = css`
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
  return pageLanguage(lang, search.get('lang'));
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
    <RawIntlProvider value={intlFor(lang)}>
      <Global styles={globalStyles} />
      <Frame lang={lang} />
    </RawIntlProvider>
  );
}
