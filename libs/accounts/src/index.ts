export {
  createAccountsService,
  type AccountsService,
  type AccountsServiceOptions,
  type Registration,
} from './lib/accounts-service';
export type { OidcIdentity, User } from './lib/user';
export {
  DEFAULT_SESSION_LIFETIMES,
  type ActiveSession,
  type SessionLifetimes,
  type StartedSession,
} from './lib/session-manager';
export { isSessionToken } from './lib/session-token';
export {
  AccountError,
  CrossSiteRequestError,
  EmailTakenError,
  InvalidAccountInputError,
  InvalidCredentialsError,
  NotSignedInError,
  OidcSignInError,
  TooManyAttemptsError,
  type AccountField,
} from './lib/errors';
export {
  DEFAULT_ARGON2_COST,
  argon2idHasher,
  type Argon2Cost,
  type PasswordHasher,
} from './lib/password-hashing';
export { checkNewPassword } from './lib/password-policy';
export { normaliseEmail } from './lib/email';
export {
  EMAIL_VERIFICATION_TTL_MS,
  emailVerificationState,
  issueEmailVerification,
  verifyEmailToken,
  type EmailVerificationState,
} from './lib/email-verification';
export { languageOf, safeReturnTo } from './lib/return-to';
export { createOidcClient, type OidcClient, type OidcClientSettings } from './lib/oidc/oidc-client';
export { identityFromClaims, type OidcClaims } from './lib/oidc/oidc-identity';
export {
  OIDC_STATE_MAX_AGE_MS,
  openOidcState,
  sealOidcState,
  type OidcLoginState,
  type SignInState,
} from './lib/oidc/oidc-state';
export {
  createGithubClient,
  type GithubClient,
  type GithubClientSettings,
} from './lib/github/github-client';
export {
  createApiKeyService,
  type ApiKeyRecord,
  type ApiKeyService,
  type ApiKeyServiceOptions,
  type IssuedApiKey,
  type VerifiedApiKey,
} from './lib/api-keys/api-key-service';
export {
  ApiKeyError,
  ApiKeyExistsError,
  ApiKeyNotFoundError,
  InvalidApiKeyRequestError,
} from './lib/api-keys/api-key-errors';
