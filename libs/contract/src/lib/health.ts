import { Type, type Static } from 'typebox';
import { ErrorResponse } from './common';

/** Liveness: the process answers. Never touches the database. */
export const HealthResponse = Type.Object(
  { status: Type.Literal('ok') },
  { additionalProperties: false },
);
export type HealthResponse = Static<typeof HealthResponse>;

/** Readiness: the process may take traffic (dependencies open and migrated). */
export const ReadinessResponse = Type.Object(
  {
    status: Type.Union([Type.Literal('ready'), Type.Literal('not_ready')]),
    checks: Type.Record(Type.String(), Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ReadinessResponse = Static<typeof ReadinessResponse>;

/** What is running: package version and build commit when known (not the runtime's). */
export const VersionResponse = Type.Object(
  {
    name: Type.String(),
    version: Type.String(),
    commit: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type VersionResponse = Static<typeof VersionResponse>;

/** Route schemas of the operational endpoints, in Fastify's `schema` shape. */
export const healthRoutes = {
  health: {
    method: 'GET',
    url: '/health',
    schema: { response: { 200: HealthResponse } },
  },
  ready: {
    method: 'GET',
    url: '/health/ready',
    schema: { response: { 200: ReadinessResponse, 503: ReadinessResponse } },
  },
  version: {
    method: 'GET',
    url: '/version',
    schema: { response: { 200: VersionResponse, 500: ErrorResponse } },
  },
} as const;
