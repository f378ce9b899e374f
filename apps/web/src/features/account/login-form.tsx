import styled from '@emotion/styled';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@kokoelma/contract/site';
import type { Language } from '@kokoelma/domain';
import { Button, textFieldStyles, theme } from '@kokoelma/ui';
import { useT } from '../../shared/use-t';

const { colors, space } = theme;

const Form = styled.form`
  display: grid;
  gap: ${space.m}px;
  & label {
    ${textFieldStyles()}
  }
  & .hint {
    font-weight: 400;
    color: ${colors.textMuted};
    font-size: ${theme.fontSizes.small};
  }
`;

/**
 * The local sign-in or registration form, posted to POST /login (no script needed):
 * the server signs in and goes to `returnTo`, or comes back to /login with ?error=.
 * Used by the /login page and by API key sign-in (/apikey/login).
 */
export function LoginForm(props: { lang: Language; returnTo: string; signup: boolean }) {
  const { lang, returnTo, signup } = props;
  const intl = useIntl();
  const t = useT();
  const hintId = useId();
  return (
    <Form method="post" action="/login">
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {signup && <input type="hidden" name="signup" value="true" />}
      {signup && (
        <label>
          {t('login.name')}
          <input name="name" autoComplete="name" required maxLength={200} />
        </label>
      )}
      <label>
        {t('login.email')}
        <input name="email" type="email" autoComplete="email" required maxLength={320} />
      </label>
      <label>
        {t('login.password')}
        <input
          name="password"
          type="password"
          autoComplete={signup ? 'new-password' : 'current-password'}
          required
          minLength={signup ? PASSWORD_MIN_LENGTH : undefined}
          maxLength={PASSWORD_MAX_LENGTH}
          aria-describedby={signup ? hintId : undefined}
        />
      </label>
      {signup && (
        <span className="hint" id={hintId}>
          {intl.formatMessage({ id: 'login.passwordHint' }, { min: PASSWORD_MIN_LENGTH })}
        </span>
      )}
      <Button type="submit">{t(signup ? 'login.submit.register' : 'login.submit.signIn')}</Button>
    </Form>
  );
}
