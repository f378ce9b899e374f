import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { Language } from '@kokoelma/domain';
import {
  FEEDBACK_ANCHOR,
  FEEDBACK_EMAIL_MAX,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_OUTCOMES,
  FEEDBACK_PARAM,
  FEEDBACK_TOPICS,
  feedbackPath,
  type FeedbackOutcome,
} from '@kokoelma/contract/site';
import {
  Banner,
  Button,
  Fieldset,
  LiveRegion,
  inputStyles,
  textFieldStyles,
  theme,
} from '@kokoelma/ui';
import { send } from '../../api/browser-api-client';
import { useT } from '../../shared/use-t';
import { ObjectDisclosure } from './object-disclosure';

const { colors, space } = theme;

const Disclosure = styled(ObjectDisclosure)`
  margin-top: ${space.l}px;
  border-top: 1px solid ${colors.border};
  padding-top: ${space.s}px;
`;

const Form = styled.form`
  display: grid;
  gap: ${space.m}px;
  margin-top: ${space.s}px;
  & > p {
    margin: 0;
  }
  & .field {
    ${textFieldStyles()}
  }
  /* The one input look, as the e-mail field's (and TextAreaField's). */
  & textarea {
    ${inputStyles()}
    box-sizing: border-box;
    width: 100%;
    min-height: 8rem;
    padding: ${space.s}px;
    font-weight: 400;
    resize: vertical;
  }
  & .hint {
    margin: 0;
    color: ${colors.textMuted};
    font-size: ${theme.fontSizes.small};
    font-weight: 400;
  }
  & fieldset {
    margin: 0;
  }
  & button {
    justify-self: start;
  }
`;

/** What a post answered, as the outcome the page says in words. */
function outcomeOf(status: number): FeedbackOutcome | 'failed' {
  if (status === 202) return 'sent';
  if (status === 400) return 'invalid';
  if (status === 429) return 'limited';
  return 'failed';
}

const OUTCOME_TEXT = {
  sent: 'feedback.sent',
  invalid: 'feedback.invalid',
  limited: 'feedback.limited',
  failed: 'feedback.failed',
} as const;

/**
 * "Send feedback" on a record (issue 44): what it is about, a message, an optional
 * address, sent to the museum. A real form: without script (or before the app has
 * started) it posts and the server comes back to this page with `?feedback=` (the
 * outcome, shown here, the disclosure open); with script the same post is made in place
 * and its outcome announced. Nothing written here is ever shown to anyone else.
 */
export function ObjectFeedback({ objectId, lang }: { objectId: number; lang: Language }) {
  const t = useT();
  const intl = useIntl();
  const [search] = useSearchParams();
  const returned = FEEDBACK_OUTCOMES.find((o) => o === search.get(FEEDBACK_PARAM)) ?? null;
  // The outcome to say, and whether it came from a post made in place (with script) or
  // from the page the server came back to.
  const [result, setResult] = useState<{
    outcome: FeedbackOutcome | 'failed';
    inPlace: boolean;
  } | null>(returned ? { outcome: returned, inPlace: false } : null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const hint = `${id}-hint`;
  const emailHint = `${id}-email-hint`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    setSending(true);
    try {
      const response = await send(feedbackPath(objectId), {
        body: {
          topic: data.get('topic'),
          message: data.get('message'),
          email: data.get('email'),
          lang,
        },
      });
      const next = outcomeOf(response.status);
      setResult({ outcome: next, inPlace: true });
      if (next === 'sent') form.reset();
    } catch {
      setResult({ outcome: 'failed', inPlace: true });
    } finally {
      setSending(false);
    }
  };

  const message = result ? t(OUTCOME_TEXT[result.outcome]) : '';
  const banner = result && (
    <Banner tone={result.outcome === 'sent' ? 'info' : 'warning'}>{message}</Banner>
  );
  return (
    <Disclosure id={FEEDBACK_ANCHOR} open={returned !== null || undefined}>
      <summary>{t('feedback.summary')}</summary>
      <Form method="post" action={feedbackPath(objectId)} onSubmit={(e) => void submit(e)}>
        <p>{t('feedback.lead')}</p>
        {/* Come back from a post without script: said at once, in the page. */}
        {result && !result.inPlace && banner}
        <input type="hidden" name="lang" value={lang} />
        <Fieldset>
          <legend>{t('feedback.topic')}</legend>
          {FEEDBACK_TOPICS.map((topic, i) => (
            <label key={topic}>
              <input type="radio" name="topic" value={topic} defaultChecked={i === 0} />
              {t(`feedback.topic.${topic}`)}
            </label>
          ))}
        </Fieldset>
        <div className="field">
          <label htmlFor={`${id}-message`}>{t('feedback.message')}</label>
          <textarea
            id={`${id}-message`}
            name="message"
            required
            maxLength={FEEDBACK_MESSAGE_MAX}
            aria-describedby={hint}
          />
          <span className="hint" id={hint}>
            {t('feedback.messageHint', { max: intl.formatNumber(FEEDBACK_MESSAGE_MAX) })}
          </span>
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('feedback.email')}</label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            maxLength={FEEDBACK_EMAIL_MAX}
            aria-describedby={emailHint}
          />
          <span className="hint" id={emailHint}>
            {t('feedback.emailHint')}
          </span>
        </div>
        <Button type="submit" aria-busy={sending || undefined}>
          {sending ? t('feedback.sending') : t('feedback.send')}
        </Button>
        {/* Made in place (with script): said under the button, and announced. */}
        {result?.inPlace && banner}
      </Form>
      <LiveRegion message={result?.inPlace ? message : ''} />
    </Disclosure>
  );
}
