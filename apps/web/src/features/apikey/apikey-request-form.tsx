import styled from '@emotion/styled';
import { useId, type FormEvent, type Ref } from 'react';
import { apiKeyRoutes } from '@kokoelma/contract/site';
import type { Language } from '@kokoelma/domain';
import { Banner, Button, textFieldStyles, theme } from '@kokoelma/ui';
import { useT } from '../../shared/use-t';

const { colors, space } = theme;

const Form = styled.form`
  display: grid;
  gap: ${space.m}px;
  & label {
    ${textFieldStyles()}
  }
  & textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: 8rem;
    padding: ${space.s}px;
    border: 1px solid ${colors.border};
    border-radius: 4px;
    font: inherit;
    font-weight: 400;
    resize: vertical;
  }
  & .hint {
    margin: 0;
    color: ${colors.textMuted};
    font-size: ${theme.fontSizes.small};
  }
  & button {
    justify-self: start;
  }
`;

/**
 * The request form (spec §2): one multi-line field for the intended use and the button
 * "Request an API key", posting `description` to the request path. No checks in the
 * browser (spec §5): the server says what is wrong, shown in `error`. Without script the
 * form posts as it is and the server returns to this page.
 */
export function ApiKeyRequestForm(props: {
  lang: Language;
  /** A message saying why the last request was refused, or null. */
  error: string | null;
  pending: boolean;
  onRequest: (description: string) => void;
  /** The form's heading, which takes focus when the form replaces a revoked key. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { lang, error, pending, onRequest, headingRef } = props;
  const t = useT();
  const hintId = useId();
  const errorId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const description = new FormData(event.currentTarget).get('description');
    onRequest(typeof description === 'string' ? description : '');
  };
  return (
    <section aria-labelledby={`${hintId}-title`}>
      <h2 id={`${hintId}-title`} ref={headingRef} tabIndex={-1}>
        {t('apikey.form.title')}
      </h2>
      <Form
        method="post"
        action={`${apiKeyRoutes.request.url}?lang=${lang}`}
        onSubmit={submit}
        aria-busy={pending}
      >
        {error && (
          <div id={errorId}>
            <Banner tone="warning">{error}</Banner>
          </div>
        )}
        <label>
          {t('apikey.use')}
          <textarea
            name="description"
            rows={6}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
          />
        </label>
        <p className="hint" id={hintId}>
          {t('apikey.form.hint')}
        </p>
        <Button type="submit" disabled={pending}>
          {t('apikey.form.submit')}
        </Button>
      </Form>
    </section>
  );
}
