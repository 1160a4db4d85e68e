export {
  createSession,
  type Session,
  type SessionOptions,
  SIGNED_OUT_DESTINATION,
  STORAGE_KEYS,
} from './session.ts'
