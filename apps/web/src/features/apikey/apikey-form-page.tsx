import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useLang } from '../../shared/lang';
import { useCurrentUser } from '../../shared/route-deps';
import { createApiKeyClient } from './apikey-api';
import { ApiKeyFrame } from './apikey-frame';
import { ApiKeyScreen, SignInFirst } from './apikey-screen';

/**
 * /apikey/form?lang= (spec §2, "API key screen"). The key is the visitor's own: the
 * server renders the frame, the browser loads the key (like the gallery pages).
 */
export function ApiKeyFormPage() {
  const intl = useIntl();
  const lang = useLang();
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const [client] = useState(createApiKeyClient);
  return (
    <ApiKeyFrame lang={lang} title={intl.formatMessage({ id: 'menu.apiKey' })}>
      {user ? (
        <ApiKeyScreen lang={lang} client={client} refusedReason={search.get('error')} />
      ) : (
        <SignInFirst lang={lang} />
      )}
    </ApiKeyFrame>
  );
}
