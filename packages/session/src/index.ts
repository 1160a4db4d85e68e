export { createSession, SIGNED_OUT_DESTINATION, STORAGE_KEYS, type Session, type SessionOptions } from './session.ts'
