export * from './money.ts'
export * from './player-id.ts'
export * from './time.ts'
