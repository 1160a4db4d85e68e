export * from './money.ts'
export * from './periods.ts'
export * from './player-id.ts'
export * from './time.ts'
