import type { MessageId } from '@kokoelma/i18n';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { Language } from '@kokoelma/domain';
import { Button } from '@kokoelma/ui';
import { send } from '../../api/browser-api-client';
import { useCurrentUser } from '../../shared/route-deps';
import { StatusLine } from './status-line';
import { useT } from '../../shared/use-t';

/** Asks the server for a new confirmation link (POST /api/auth/verify-email). */
async function resendConfirmation(lang: Language): Promise<boolean> {
  try {
    const res = await send('/api/auth/verify-email', { body: { lang } });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * "Confirm your e-mail address first", with a button that sends the link again: what a
 * share by e-mail answers (403 `email_unverified`) for an address not yet confirmed.
 */
export function EmailUnverifiedNotice({
  lang,
  message = 'galleries.emailUnverified',
}: {
  lang: Language;
  message?: MessageId;
}) {
  const t = useT();
  const user = useCurrentUser();
  const [status, setStatus] = useState<{ info?: string; error?: string }>({});
  const resend = async () => {
    const sent = await resendConfirmation(lang);
    setStatus(
      sent ? { info: t('galleries.emailResent') } : { error: t('galleries.emailResendFailed') },
    );
  };
  return (
    <>
      <StatusLine error={t(message)} />
      {user && (
        <Button variant="secondary" onClick={() => void resend()}>
          {t('galleries.emailResend')}
        </Button>
      )}
      <StatusLine info={status.info} error={status.error} />
    </>
  );
}

/**
 * Where the confirmation e-mail's link leads (/{lang}/galleries?emailVerified=true|false,
 * from GET /verify-email): says whether the address is now confirmed; when the link did
 * not work, offers a new one.
 */
export function EmailVerifiedNotice({ lang }: { lang: Language }) {
  const intl = useIntl();
  const verified = new URLSearchParams(useLocation().search).get('emailVerified');
  if (verified === 'true') {
    return <StatusLine info={intl.formatMessage({ id: 'galleries.emailVerified' })} />;
  }
  if (verified === 'false') {
    return <EmailUnverifiedNotice lang={lang} message={'galleries.emailVerifyFailed'} />;
  }
  return null;
}
