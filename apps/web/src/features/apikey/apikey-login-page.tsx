import type { MessageId } from '@kokoelma/i18n';
import styled from '@emotion/styled';
import { useSearchParams } from 'react-router';
import { AUTH_ERROR_REASONS, apiKeyPagePath, githubAuthRoutes } from '@kokoelma/contract/site';
import { Banner, buttonStyles, theme } from '@kokoelma/ui';
import { useLang } from '../../shared/lang';
import { useCurrentUser } from '../../shared/route-deps';
import { usePublicConfig } from '../../reporting/reporting-context';
import { LoginForm } from '../account/login-form';
import { ApiKeyFrame } from './apikey-frame';
import { useT } from '../../shared/use-t';

const { space } = theme;

const ButtonLink = styled.a`
  ${buttonStyles('primary', false)}
  justify-self: start;
`;

const Options = styled.div`
  display: grid;
  gap: ${space.m}px;
  margin: ${space.l}px 0;
`;

/**
 * /apikey/login?lang= (spec §2 "API key sign-in", §6 "API key login uses an external
 * GitHub-style sign-in"): GitHub when the server has a GitHub app, otherwise the site's
 * own sign-in — the local form here, or the OpenID Connect provider through /login.
 * Every way returns to the key screen.
 */
export function ApiKeyLoginPage() {
  const t = useT();
  const lang = useLang();
  const user = useCurrentUser();
  const { apiKeySignIn } = usePublicConfig();
  const [search] = useSearchParams();
  const error = search.get('error');
  const form = apiKeyPagePath('form', lang);
  const title = t('apikey.login.title');
  const login = (signup: boolean) =>
    `/login?${new URLSearchParams({ lang, returnTo: form, ...(signup ? { signup: 'true' } : {}) })}`;
  return (
    <ApiKeyFrame
      lang={lang}
      title={title}
      crumbs={[{ title: t('user.signIn'), href: apiKeyPagePath('login', lang) }]}
    >
      {error && (AUTH_ERROR_REASONS as readonly string[]).includes(error) && (
        <Banner tone="warning">{t(`login.error.${error}` as MessageId)}</Banner>
      )}
      {user ? (
        <p>
          {t('apikey.login.signedIn')} <a href={form}>{t('apikey.login.toKey')}</a>
        </p>
      ) : (
        <Options>
          <p>{t('apikey.signInText')}</p>
          {apiKeySignIn === 'github' && (
            <ButtonLink
              href={`${githubAuthRoutes.login.url}?${new URLSearchParams({ lang, returnTo: form })}`}
            >
              {t('apikey.login.github')}
            </ButtonLink>
          )}
          {apiKeySignIn === 'local' && <LoginForm lang={lang} returnTo={form} signup={false} />}
          {apiKeySignIn === 'oidc' && (
            <ButtonLink href={login(false)}>{t('user.signIn')}</ButtonLink>
          )}
          {apiKeySignIn === 'local' && (
            <p>
              <a href={login(true)}>{t('apikey.login.register')}</a>
            </p>
          )}
        </Options>
      )}
    </ApiKeyFrame>
  );
}
