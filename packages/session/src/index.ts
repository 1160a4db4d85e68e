export {
  browserHistory,
  createRouter,
  type HistoryPort,
  type NavigationOutcome,
  type Router,
  type RouterMode,
  type RouterOptions,
} from './router.ts'
export {
  type AreaName,
  canonicalRoute,
  isSameSitePath,
  matchRoute,
  parseRoute,
  ROUTES,
  type RouteMatch,
  type RouteRule,
  tableRoutes,
} from './routes.ts'
export {
  ApiError,
  CACHE_KEYS,
  createSession,
  PROFILE_KEY,
  type Session,
  type SessionNotice,
  type SessionOptions,
  SIGNED_OUT_DESTINATION,
  STORAGE_KEYS,
  unwrap,
} from './session.ts'
export { type KeptAtomOptions, type KeptStorage, keptAtom, localKeptStorage } from './storage.ts'
