import type { Language } from '@kokoelma/domain';
import styled from '@emotion/styled';
import { useSearchParams } from 'react-router';
import { AUTH_ERROR_REASONS, type AuthErrorReason, pathTo } from '@kokoelma/contract/site';
import { theme } from '@kokoelma/ui';
import { useLang } from '../../shared/lang';
import { LoginForm } from './login-form';
import { useT } from '../../shared/use-t';

const { colors, space } = theme;

const Page = styled.div`
  max-width: 480px;
  margin: 0 auto;
  padding: ${space.xl}px ${space.m}px;
  & h1 {
    font-size: ${theme.fontSizes.display};
    margin: 0 0 ${space.l}px;
  }
  & a {
    color: ${colors.accent};
  }
`;

const Alert = styled.p`
  margin: 0 0 ${space.m}px;
  padding: ${space.m}px;
  border-left: 6px solid #b00020;
  background: #fdecee;
  color: ${colors.text};
`;

const isReason = (value: string | null): value is AuthErrorReason =>
  value !== null && (AUTH_ERROR_REASONS as readonly string[]).includes(value);

/** A same-site path to return to; anything else returns to the front page. */
function safeReturnTo(value: string | null, lang: Language): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : pathTo('front', { lang });
}

/**
 * Sign-in and registration with a local account (GET /login?lang=&returnTo=[&signup=true]).
 * A plain form posted to the server, which signs in and returns to returnTo, or comes
 * back here with ?error= naming what was wrong: it works without script.
 */
export function LoginPage() {
  const t = useT();
  const lang = useLang();
  const [search] = useSearchParams();
  const signup = search.get('signup') === 'true';
  const returnTo = safeReturnTo(search.get('returnTo'), lang);
  const error = search.get('error');
  const other = new URLSearchParams({ lang, returnTo, ...(signup ? {} : { signup: 'true' }) });
  const title = t(signup ? 'login.title.register' : 'login.title.signIn');
  return (
    <Page>
      <title>{`${title} | ${t('site.groupName')}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{title}</h1>
      {isReason(error) && <Alert role="alert">{t(`login.error.${error}`)}</Alert>}
      <LoginForm lang={lang} returnTo={returnTo} signup={signup} />
      <p>
        <a href={`/login?${other}`}>{t(signup ? 'login.toSignIn' : 'login.toRegister')}</a>
      </p>
    </Page>
  );
}
