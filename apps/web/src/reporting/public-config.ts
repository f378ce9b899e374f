import type { ApiKeySignIn } from '@kokoelma/contract';

/** Settings the browser needs from the server's configuration; nothing secret. */
export interface PublicConfig {
  /** Sentry DSN: errors are reported only when set. */
  sentryDsn: string | null;
  sentryEnvironment: string | null;
  /** The build, so reports name the release they came from. */
  release: string | null;
  /** Tag manager container id (GTM-…): the container loads only when set. */
  gtmId: string | null;
  /** The consent tool's id: analytics wait for consent only when it is set. */
  cookiebotId: string | null;
  /** The error page's photograph and its photographer, when configured. */
  errorPhoto: { url: string; credit: string } | null;
  /** How /apikey/login signs in: GitHub, the site's OIDC provider, or a local account. */
  apiKeySignIn: ApiKeySignIn;
}

export const NO_PUBLIC_CONFIG: PublicConfig = {
  sentryDsn: null,
  sentryEnvironment: null,
  release: null,
  gtmId: null,
  cookiebotId: null,
  errorPhoto: null,
  apiKeySignIn: 'local',
};

/** The global the server writes the public configuration into. */
export const PUBLIC_CONFIG_GLOBAL = '__kokoelmaConfig';
