export * from './envelope.ts'
export * from './paths.ts'
export type * from './types.ts'
