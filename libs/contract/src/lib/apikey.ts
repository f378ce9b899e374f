import { Type, type Static } from 'typebox';
import { ErrorResponse, oneOf } from './common';

// Schemas of the API key screen (spec §2 "API key screen", §3 "API key details", §7) and
// of the GitHub sign-in that API key sign-in uses when it is configured. Every key route
// needs a signed-in visitor (401 otherwise); each visitor has at most one key.

/** Most characters (Unicode code points, after trimming) the intended use may have. */
export const API_KEY_DESCRIPTION_MAX_LENGTH = 2000;

/**
 * A key's state (`stateId`): created in CREATING, valid once approved (COMPLETE), and
 * REVOKED by its owner or an operator. The screen shows COMPLETE as valid and any other
 * state as being created; a revoked key is not shown at all (the owner may request anew).
 */
export const API_KEY_STATES = ['CREATING', 'COMPLETE', 'REVOKED'] as const;
export type ApiKeyState = (typeof API_KEY_STATES)[number];
export const ApiKeyState = oneOf(API_KEY_STATES, {
  description: 'CREATING until approved, COMPLETE when valid, REVOKED when withdrawn',
});

/** How requested keys are approved: by the server itself shortly after, or by an operator. */
export const API_KEY_APPROVALS = ['auto', 'manual'] as const;
export type ApiKeyApproval = (typeof API_KEY_APPROVALS)[number];
export const ApiKeyApproval = oneOf(API_KEY_APPROVALS, {
  description: 'auto: approved by the server within seconds; manual: by an operator',
});

/** Why a key request failed: the `reason` of an error, for the page to explain. */
export const API_KEY_ERROR_REASONS = [
  /** The intended use is empty after trimming. */
  'description_empty',
  /** The intended use is longer than API_KEY_DESCRIPTION_MAX_LENGTH characters. */
  'description_too_long',
  /** The intended use holds control characters other than line breaks and tabs. */
  'description_invalid',
  /** The visitor has a key already (regenerate or revoke it instead). */
  'api_key_exists',
  /** The visitor has no key to regenerate or revoke. */
  'api_key_not_found',
] as const;
export type ApiKeyErrorReason = (typeof API_KEY_ERROR_REASONS)[number];
export const ApiKeyErrorReason = oneOf(API_KEY_ERROR_REASONS, {
  description: 'Why an API key request failed',
});

/** The error body of the key routes: the usual one, plus why. */
export const ApiKeyErrorResponse = Type.Object(
  {
    error: Type.String({ description: 'Stable error code, e.g. bad_request, conflict' }),
    message: Type.String({ description: 'A sentence for people (English)' }),
    reason: Type.Optional(ApiKeyErrorReason),
  },
  { additionalProperties: false },
);
export type ApiKeyErrorResponse = Static<typeof ApiKeyErrorResponse>;

/**
 * The visitor's key as the screen shows it (spec §3). Only a hash of the key is
 * stored, so `apikey` is the key's recognisable start followed by an ellipsis; the
 * whole key is in the answer to the request and to regeneration, and nowhere else.
 */
export const ApiKeyDetails = Type.Object(
  {
    apikey: Type.String({ description: 'The start of the key, e.g. kok_1a2B3c4D…' }),
    stateId: ApiKeyState,
    description: Type.String({ description: 'The intended use, as the owner wrote it' }),
  },
  { additionalProperties: false },
);
export type ApiKeyDetails = Static<typeof ApiKeyDetails>;

/** GET /api/apikey: the visitor's key, or null when they have none (spec §7). */
export const ApiKeyDetailsResponse = Type.Object(
  {
    details: Type.Union([ApiKeyDetails, Type.Null()]),
    approval: ApiKeyApproval,
  },
  { additionalProperties: false },
);
export type ApiKeyDetailsResponse = Static<typeof ApiKeyDetailsResponse>;

/** A key just issued (request or regeneration): the only time the whole key is sent. */
export const ApiKeyIssued = Type.Object(
  {
    details: ApiKeyDetails,
    key: Type.String({
      pattern: '^kok_[A-Za-z0-9]{43}$',
      description: 'The whole key, for the x-api-key header. Not shown again: copy it now',
    }),
  },
  { additionalProperties: false },
);
export type ApiKeyIssued = Static<typeof ApiKeyIssued>;

/**
 * POST /api/apikey/request: JSON, or the screen's form (application/x-www-form-urlencoded).
 * Length caps here only stop absurd bodies; the service checks the real rules and says
 * which one failed.
 */
export const ApiKeyRequest = Type.Object(
  { description: Type.String({ maxLength: 4 * API_KEY_DESCRIPTION_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type ApiKeyRequest = Static<typeof ApiKeyRequest>;

const QueryText = Type.String({ maxLength: 2000 });

/** ?lang= of the key routes: where a form post (no script) returns, /apikey/form?lang=. */
export const ApiKeyFormQuery = Type.Object({ lang: Type.Optional(QueryText) });

/** GET /auth/github?lang=&returnTo=: starts sign-in at GitHub. */
export const GithubLoginQuery = Type.Object({
  lang: Type.Optional(QueryText),
  returnTo: Type.Optional(QueryText),
});

/** GET /auth/github/callback: GitHub's answer (read whole by the OAuth client). */
export const GithubCallbackQuery = Type.Object(
  {
    code: Type.Optional(QueryText),
    state: Type.Optional(QueryText),
    error: Type.Optional(QueryText),
    error_description: Type.Optional(QueryText),
    error_uri: Type.Optional(QueryText),
  },
  { additionalProperties: true },
);

const errors = {
  400: ApiKeyErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ApiKeyErrorResponse,
  409: ApiKeyErrorResponse,
  500: ErrorResponse,
};

/**
 * Route schemas of the API key screen, in Fastify's `schema` shape. The three posts
 * answer JSON to scripts and, to a form post (no script), 303 back to /apikey/form.
 */
export const apiKeyRoutes = {
  /** The visitor's key (spec §7: "response holds details or none"). */
  details: {
    method: 'GET',
    url: '/api/apikey',
    schema: { response: { 200: ApiKeyDetailsResponse, 401: ErrorResponse, 500: ErrorResponse } },
  },
  /** Requests a key for the intended use (201, state CREATING); 409 with a key already. */
  request: {
    method: 'POST',
    url: '/api/apikey/request',
    schema: {
      querystring: ApiKeyFormQuery,
      body: ApiKeyRequest,
      response: { 201: ApiKeyIssued, ...errors },
    },
  },
  /** A new secret for the visitor's key; the old one stops working at once. */
  regenerate: {
    method: 'POST',
    url: '/api/apikey/regenerate',
    schema: { querystring: ApiKeyFormQuery, response: { 200: ApiKeyIssued, ...errors } },
  },
  /** Revokes the visitor's key (204); they may request a new one afterwards. */
  revoke: {
    method: 'POST',
    url: '/api/apikey/revoke',
    schema: { querystring: ApiKeyFormQuery, response: { 204: Type.Null(), ...errors } },
  },
} as const;

/** Sign-in with GitHub (spec §6, §7 "/auth/github and its callback"), when configured. */
export const githubAuthRoutes = {
  /** 302 to GitHub's authorization page (code flow with state and PKCE). */
  login: { method: 'GET', url: '/auth/github', schema: { querystring: GithubLoginQuery } },
  /** GitHub returns here: 303 to returnTo signed in, or to /apikey/login with `error`. */
  callback: {
    method: 'GET',
    url: '/auth/github/callback',
    schema: { querystring: GithubCallbackQuery },
  },
} as const;

/** How visitors sign in for an API key: GitHub, the site's OIDC provider, or local accounts. */
export type ApiKeySignIn = 'github' | 'oidc' | 'local';

/**
 * The address of an API key page: /apikey/form or /apikey/login. They sit outside
 * /{lang}/ (spec §2), so the language travels as ?lang=, like /login's.
 */
export function apiKeyPagePath(
  page: 'form' | 'login',
  lang: string,
  extra: Record<string, string> = {},
): string {
  return `/apikey/${page}?${new URLSearchParams({ lang, ...extra })}`;
}
