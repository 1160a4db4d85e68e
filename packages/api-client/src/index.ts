export { type ApiClient, type ApiClientOptions, createApiClient } from './client.ts'
export { normalise } from './normalise.ts'
export type { ApiFailure, ApiResult } from './result.ts'
