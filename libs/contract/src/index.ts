export { ErrorResponse, Lang } from './lib/common';
export { HealthResponse, ReadinessResponse, VersionResponse, healthRoutes } from './lib/health';
