import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  API_KEY_DESCRIPTION_MAX_LENGTH,
  API_KEY_ERROR_REASONS,
  apiKeyPagePath,
  type ApiKeyDetailsResponse,
} from '@kokoelma/contract/site';
import type { Language } from '@kokoelma/domain';
import { Banner, EmptyState, LiveRegion, LoadingIndicator } from '@kokoelma/ui';
import { ErrorReporterContext } from '../../reporting/reporting-context';
import {
  ApiKeyRequestError,
  apiKeyChangeMutation,
  apiKeyQuery,
  type ApiKeyClient,
} from './apikey-api';
import { ApiKeyView } from './apikey-key-view';
import { ApiKeyRequestForm } from './apikey-request-form';
import { useT } from '../../shared/use-t';

/** The screen's states (spec §4): loading, then showKey, showForm or error. */
export type ApiKeyScreenState = 'loading' | 'showKey' | 'showForm' | 'error' | 'signedOut';

/**
 * The state the screen is in, from its query. Only a failed first load is the error
 * state: when a later look (the poll of a key being created) fails, the key shown stays
 * and the next poll tries again.
 */
export function screenState(query: {
  isError: boolean;
  data: ApiKeyDetailsResponse | null | undefined;
}): ApiKeyScreenState {
  if (query.data === undefined) return query.isError ? 'error' : 'loading';
  if (query.data === null) return 'signedOut';
  return query.data.details ? 'showKey' : 'showForm';
}

/**
 * The API key screen (spec §2, §4): loads the visitor's key details, then shows the key
 * (showKey) or the request form (showForm), or the failure message (error), which is
 * also reported. A key being created is looked at again every few seconds, so its
 * approval shows by itself; a live region says what changed.
 */
export function ApiKeyScreen(props: {
  lang: Language;
  client: ApiKeyClient;
  /** Why a form post without script was refused (?error= from the server), if it was. */
  refusedReason?: string | null;
}) {
  const { lang, client, refusedReason = null } = props;
  const t = useT();
  const queryClient = useQueryClient();
  const reporter = useContext(ErrorReporterContext);
  const query = useQuery(apiKeyQuery(client));
  const [issuedKey, setIssuedKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const keyHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const state = screenState(query);

  // Spec §8: the failure is shown and also logged (and reported when reporting is on).
  const loadError = query.error;
  useEffect(() => {
    if (!loadError) return;
    console.error('Failed to load API key details', loadError);
    reporter.report(loadError, { feature: 'apikey' });
  }, [loadError, reporter]);

  // Approval arrives by polling: say so when the state turns from creating to valid.
  const stateId = query.data?.details?.stateId;
  const [seenStateId, setSeenStateId] = useState(stateId);
  if (seenStateId !== stateId) {
    setSeenStateId(stateId);
    if (seenStateId === 'CREATING' && stateId === 'COMPLETE') {
      setAnnouncement(t('apikey.announce.valid'));
    }
  }

  const approval = query.data?.approval ?? 'auto';
  const change = useMutation({
    ...apiKeyChangeMutation(client),
    onSuccess: (issued, c) => {
      const details: ApiKeyDetailsResponse = { details: issued?.details ?? null, approval };
      queryClient.setQueryData(apiKeyQuery(client).queryKey, details);
      setIssuedKey(issued?.key ?? null);
      setAnnouncement(
        t(
          c.kind === 'request'
            ? 'apikey.announce.requested'
            : c.kind === 'regenerate'
              ? 'apikey.announce.regenerated'
              : 'apikey.announce.revoked',
        ),
      );
      // The view that replaced the one acted on takes focus, so keyboard users stay put.
      requestAnimationFrame(() => (issued ? keyHeading : formHeading).current?.focus());
    },
    onError: (error) => {
      // The session ended meanwhile: the screen asks to sign in again.
      if (error instanceof ApiKeyRequestError && error.reason === 'not_signed_in') {
        queryClient.setQueryData(apiKeyQuery(client).queryKey, null);
        void queryClient.invalidateQueries({ queryKey: ['me'] });
      }
    },
  });

  const failure = change.error
    ? change.error instanceof ApiKeyRequestError
      ? change.error.reason
      : 'failed'
    : change.isIdle && isErrorReason(refusedReason)
      ? refusedReason
      : null;
  const failureText = failure
    ? t(`apikey.error.${failure}`, { max: API_KEY_DESCRIPTION_MAX_LENGTH })
    : null;

  return (
    <>
      <LiveRegion message={announcement} />
      {state === 'loading' && (
        <>
          <LoadingIndicator label={t('shell.loading')} />
          <noscript>
            <p>{t('apikey.noscript')}</p>
          </noscript>
        </>
      )}
      {state === 'error' && <Banner tone="warning">{t('apikey.loadFailed')}</Banner>}
      {state === 'signedOut' && <SignInFirst lang={lang} />}
      {state === 'showForm' && (
        <ApiKeyRequestForm
          lang={lang}
          error={failureText}
          pending={change.isPending}
          onRequest={(description) => change.mutate({ kind: 'request', description })}
          headingRef={formHeading}
        />
      )}
      {state === 'showKey' && query.data?.details && (
        <>
          {failureText && <Banner tone="warning">{failureText}</Banner>}
          <ApiKeyView
            lang={lang}
            details={query.data.details}
            approval={approval}
            issuedKey={issuedKey}
            pending={change.isPending}
            onChange={(kind) => change.mutate({ kind })}
            announce={setAnnouncement}
            headingRef={keyHeading}
          />
        </>
      )}
    </>
  );
}

const isErrorReason = (value: string | null): value is (typeof API_KEY_ERROR_REASONS)[number] =>
  value !== null && (API_KEY_ERROR_REASONS as readonly string[]).includes(value);

/** Keys are personal: a signed-out visitor is asked to sign in first. */
export function SignInFirst({ lang }: { lang: Language }) {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'apikey.signInTitle' })}
      text={intl.formatMessage({ id: 'apikey.signInText' })}
      action={{
        href: apiKeyPagePath('login', lang),
        label: intl.formatMessage({ id: 'user.signIn' }),
      }}
    />
  );
}
