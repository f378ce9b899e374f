import { Global } from '@emotion/react';
import { RawIntlProvider, useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { matchPage } from '@kokoelma/contract/site';
import type { Language } from '@kokoelma/domain';
import { globalStyles, useLang } from '../shared/lang';
import { Banner } from '@kokoelma/ui';
import { SiteFrame } from './frame/site-frame';
import { useClientInfo } from '../shared/client-info';
import { useSiteData } from '../shared/route-deps';
import { intlFor } from '../shared/intl';
import { afterHydration } from './after-hydration';

// Only a visitor who signs in with favourites kept in this browser needs it.
const FavouritesMerge = afterHydration(() =>
  import('../features/galleries/favourites-merge').then((m) => m.FavouritesMerge),
);

function Frame({ lang }: { lang: Language }) {
  const intl = useIntl();
  const site = useSiteData();
  const { unsupportedBrowser } = useClientInfo();
  // The search page shows one notice above its results, the demo notice among them: it is
  // not said twice.
  const { pathname } = useLocation();
  const demoNotice = site.demo && matchPage(pathname)?.id !== 'search';
  return (
    <>
      <SiteFrame
        lang={lang}
        notices={
          <>
            {unsupportedBrowser && (
              <Banner tone="warning">{intl.formatMessage({ id: 'browser.unsupported' })}</Banner>
            )}
            {demoNotice && <Banner>{intl.formatMessage({ id: 'site.demoNotice' })}</Banner>}
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
