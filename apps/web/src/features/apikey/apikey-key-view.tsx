import styled from '@emotion/styled';
import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import { apiKeyRoutes, type ApiKeyApproval, type ApiKeyDetails } from '@kokoelma/contract/site';
import type { Language } from '@kokoelma/domain';
import { Button, theme } from '@kokoelma/ui';
import { useT } from '../../shared/use-t';

const { colors, space } = theme;

const Facts = styled.dl`
  display: grid;
  gap: ${space.xs}px ${space.m}px;
  margin: 0 0 ${space.m}px;
  & dt {
    font-weight: 700;
  }
  & dd {
    margin: 0 0 ${space.s}px;
  }
  & code {
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
  & .use {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Notice = styled.p`
  padding: ${space.m}px;
  border-left: 6px solid #8a6d00;
  background: ${colors.warningBackground};
  color: ${colors.warningText};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s}px;
  margin: ${space.m}px 0;
  & form {
    margin: 0;
  }
`;

const Confirm = styled.div`
  margin: ${space.m}px 0;
  padding: ${space.m}px;
  background: ${colors.surface};
  & p {
    margin: 0 0 ${space.s}px;
  }
`;

type Change = 'regenerate' | 'revoke';

/**
 * The visitor's key (spec §2: "it shows the key, its state and the intended use").
 * The whole key only right after it was issued, with the advice to copy it now; later
 * its start. COMPLETE shows as valid, any other state as being created (spec §3).
 * Regenerating and revoking ask first; without script the buttons post at once.
 */
export function ApiKeyView(props: {
  lang: Language;
  details: ApiKeyDetails;
  approval: ApiKeyApproval;
  /** The whole key, when it was issued on this page; null afterwards. */
  issuedKey: string | null;
  pending: boolean;
  onChange: (change: Change) => void;
  /** Says something to screen readers (copied, or select it yourself). */
  announce: (message: string) => void;
  /** The heading, which takes focus when the view replaces the form. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { lang, details, approval, issuedKey, pending, onChange, announce, headingRef } = props;
  const t = useT();
  const [confirming, setConfirming] = useState<Change | null>(null);
  const keyRef = useRef<HTMLElement>(null);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const regenerateRef = useRef<HTMLButtonElement>(null);
  const revokeRef = useRef<HTMLButtonElement>(null);
  // Cancelling puts focus back on the button that asked.
  const cancelled = useRef<Change | null>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (cancelled.current === 'regenerate') regenerateRef.current?.focus();
    else if (cancelled.current === 'revoke') revokeRef.current?.focus();
    cancelled.current = null;
  }, [confirming]);

  const valid = details.stateId === 'COMPLETE';
  const ask = (change: Change) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setConfirming(change);
  };

  async function copy() {
    try {
      await navigator.clipboard.writeText(issuedKey ?? '');
      announce(t('apikey.key.copied'));
    } catch {
      // No clipboard (an insecure page, or permission refused): select the key instead.
      const range = document.createRange();
      if (keyRef.current) range.selectNodeContents(keyRef.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      announce(t('apikey.key.copyFailed'));
    }
  }

  return (
    <section aria-labelledby="apikey-key-title">
      <h2 id="apikey-key-title" ref={headingRef} tabIndex={-1}>
        {t('apikey.key.title')}
      </h2>
      {issuedKey && <Notice>{t('apikey.key.copyNow')}</Notice>}
      <Facts>
        <dt>{t('apikey.key.label')}</dt>
        <dd>
          <code ref={keyRef} data-testid="apikey-value">
            {issuedKey ?? details.apikey}
          </code>
        </dd>
        <dt>{t('apikey.key.state')}</dt>
        <dd data-testid="apikey-state">{t(`apikey.state.${valid ? 'COMPLETE' : 'CREATING'}`)}</dd>
        <dt>{t('apikey.use')}</dt>
        <dd className="use">{details.description}</dd>
      </Facts>
      {issuedKey && (
        <Button variant="secondary" onClick={() => void copy()}>
          {t('apikey.key.copy')}
        </Button>
      )}
      <p>
        {valid
          ? t('apikey.key.valid')
          : t(approval === 'auto' ? 'apikey.key.creatingAuto' : 'apikey.key.creatingManual')}
      </p>
      {!issuedKey && <p>{t('apikey.key.onlyStart')}</p>}
      {confirming ? (
        <Confirm role="group" aria-labelledby="apikey-confirm">
          <p id="apikey-confirm" ref={confirmRef} tabIndex={-1}>
            {t(confirming === 'regenerate' ? 'apikey.regenerateConfirm' : 'apikey.revokeConfirm')}
          </p>
          <Actions>
            <Button
              disabled={pending}
              onClick={() => {
                setConfirming(null);
                onChange(confirming);
              }}
            >
              {t(confirming === 'regenerate' ? 'apikey.regenerate' : 'apikey.revoke')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                cancelled.current = confirming;
                setConfirming(null);
              }}
            >
              {t('apikey.cancel')}
            </Button>
          </Actions>
        </Confirm>
      ) : (
        <Actions>
          <form
            method="post"
            action={`${apiKeyRoutes.regenerate.url}?lang=${lang}`}
            onSubmit={ask('regenerate')}
          >
            <Button ref={regenerateRef} type="submit" variant="secondary" disabled={pending}>
              {t('apikey.regenerate')}
            </Button>
          </form>
          <form
            method="post"
            action={`${apiKeyRoutes.revoke.url}?lang=${lang}`}
            onSubmit={ask('revoke')}
          >
            <Button ref={revokeRef} type="submit" variant="secondary" disabled={pending}>
              {t('apikey.revoke')}
            </Button>
          </form>
        </Actions>
      )}
    </section>
  );
}
