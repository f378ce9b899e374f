import { Type, type Static } from 'typebox';
import { ErrorResponse } from './common';
import { AUTH_ERROR_REASONS, PASSWORD_MAX_LENGTH } from './auth-limits';

// Schemas of sign-in, registration and sessions. Local accounts (the embedded default)
// use the JSON routes and the /login form; with an OpenID Connect provider configured
// the local routes answer 404 and sign-in goes through /auth/oidc/login instead.

export { AUTH_ERROR_REASONS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-limits';

export type AuthErrorReason = (typeof AUTH_ERROR_REASONS)[number];

export const AuthErrorReason = Type.Union(
  AUTH_ERROR_REASONS.map((reason) => Type.Literal(reason)),
  { description: 'Why sign-in or registration failed; the /login page has a message for each' },
);

/** The error body of the auth routes: the usual one, plus why and which field. */
export const AuthErrorResponse = Type.Object(
  {
    error: Type.String({ description: 'Stable error code, e.g. bad_request, unauthorized' }),
    message: Type.String({ description: 'A sentence for people (English)' }),
    reason: Type.Optional(AuthErrorReason),
    field: Type.Optional(
      Type.String({ description: 'The request field that was wrong: email, password or name' }),
    ),
  },
  { additionalProperties: false },
);
export type AuthErrorResponse = Static<typeof AuthErrorResponse>;

// Length caps here only stop absurd bodies; the real rules (and their reasons) are
// checked by the accounts service, so a short password gets `password_too_short`.
const Email = Type.String({ maxLength: 320, description: 'E-mail address (any letter case)' });
const Password = Type.String({ maxLength: 4 * PASSWORD_MAX_LENGTH });
const Name = Type.String({ maxLength: 1000, description: 'Full name, as the site shows it' });

/** POST /api/auth/register */
export const RegisterRequest = Type.Object(
  { email: Email, password: Password, name: Name },
  { additionalProperties: false },
);
export type RegisterRequest = Static<typeof RegisterRequest>;

/** POST /api/auth/login */
export const LoginRequest = Type.Object(
  { email: Email, password: Password },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

/** The signed-in visitor, as the header's user menu shows them (spec §3, User). */
export const CurrentUser = Type.Object(
  {
    given_name: Type.String(),
    name: Type.String(),
    nickname: Type.Union([Type.String(), Type.Null()]),
    galleries: Type.Integer({ minimum: 0, description: 'How many galleries the user has' }),
  },
  { additionalProperties: false },
);
export type CurrentUser = Static<typeof CurrentUser>;

const QueryText = Type.String({ maxLength: 2000 });

/**
 * GET /login (the page, rendered by the web app): `returnTo` is where to go after
 * signing in (same-site paths only), `signup=true` shows registration, `error` is an
 * {@link AuthErrorReason} after a failed form post.
 */
export const LoginPageQuery = Type.Object({
  lang: Type.Optional(QueryText),
  returnTo: Type.Optional(QueryText),
  signup: Type.Optional(QueryText),
  error: Type.Optional(QueryText),
});
export type LoginPageQuery = Static<typeof LoginPageQuery>;

/**
 * POST /login (application/x-www-form-urlencoded), the /login page's forms without
 * JavaScript: `signup=true` registers (with `name`), otherwise signs in. Unknown
 * fields (such as a submit button's name) are allowed.
 */
export const LoginForm = Type.Object({
  email: Type.Optional(Email),
  password: Type.Optional(Password),
  name: Type.Optional(Name),
  signup: Type.Optional(QueryText),
  lang: Type.Optional(QueryText),
  returnTo: Type.Optional(QueryText),
});
export type LoginForm = Static<typeof LoginForm>;

/** GET|POST /logout?lang=: signs out and goes to that language's front page. */
export const LogoutQuery = Type.Object({ lang: Type.Optional(QueryText) });

/** GET /auth/oidc/login?returnTo=&lang=: starts sign-in at the OpenID Connect provider. */
export const OidcLoginQuery = Type.Object({
  returnTo: Type.Optional(QueryText),
  lang: Type.Optional(QueryText),
});

/** GET /auth/oidc/callback: the provider's answer (read whole by the OIDC client). */
export const OidcCallbackQuery = Type.Object(
  {
    code: Type.Optional(QueryText),
    state: Type.Optional(QueryText),
    iss: Type.Optional(QueryText),
    error: Type.Optional(QueryText),
    error_description: Type.Optional(QueryText),
  },
  { additionalProperties: true },
);

const authErrors = {
  400: AuthErrorResponse,
  401: AuthErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: AuthErrorResponse,
  429: AuthErrorResponse,
  500: ErrorResponse,
};

/** Route schemas of accounts and sessions, in Fastify's `schema` shape. */
export const authRoutes = {
  /** Creates a local account and signs it in (201, session cookie set). */
  register: {
    method: 'POST',
    url: '/api/auth/register',
    schema: { body: RegisterRequest, response: { 201: CurrentUser, ...authErrors } },
  },
  /** Signs in with e-mail and password (200, new session cookie). */
  login: {
    method: 'POST',
    url: '/api/auth/login',
    schema: { body: LoginRequest, response: { 200: CurrentUser, ...authErrors } },
  },
  /** Ends the current session, if any (204, cookie cleared). */
  logout: {
    method: 'POST',
    url: '/api/auth/logout',
    schema: { response: { 204: Type.Null(), 403: ErrorResponse, 500: ErrorResponse } },
  },
  /** The signed-in visitor; 401 when not signed in. */
  me: {
    method: 'GET',
    url: '/api/auth/me',
    schema: { response: { 200: CurrentUser, 401: AuthErrorResponse, 500: ErrorResponse } },
  },
  /** The /login page's form: 303 to returnTo, or back to /login with `error`. */
  loginForm: {
    method: 'POST',
    url: '/login',
    schema: { body: LoginForm, response: { 403: ErrorResponse, 500: ErrorResponse } },
  },
  /** The header's logout link: 303 to the front page. */
  logoutPage: {
    method: 'GET',
    url: '/logout',
    schema: { querystring: LogoutQuery },
  },
  /** Logout as a form button (no JavaScript): 303 to the front page. */
  logoutForm: {
    method: 'POST',
    url: '/logout',
    schema: { querystring: LogoutQuery, response: { 403: ErrorResponse, 500: ErrorResponse } },
  },
  /** 302 to the provider's authorization endpoint (code flow, PKCE, state, nonce). */
  oidcLogin: {
    method: 'GET',
    url: '/auth/oidc/login',
    schema: { querystring: OidcLoginQuery },
  },
  /** The provider returns here: 303 to returnTo signed in, or to /login with `error`. */
  oidcCallback: {
    method: 'GET',
    url: '/auth/oidc/callback',
    schema: { querystring: OidcCallbackQuery },
  },
} as const;
