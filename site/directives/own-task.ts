/**
 * Resolves in a task of its own: what follows runs after the browser has had a turn (input, paint, another
 * island), so no two islands hydrate in one long task. `scheduler.yield()` where the browser has it (its
 * continuation goes before other waiting tasks), else a zero timeout.
 */
export function ownTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
