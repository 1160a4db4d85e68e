import { join, resolve } from 'node:path'
import { REPO_ROOT } from '../config.ts'

/**
 * Where a generated admin token is saved for `npm run admin`. Kept apart from the server's start-up code so that
 * the operator's console starts without loading the server.
 */
export const adminTokenFile = (dataDir?: string): string =>
  join(dataDir ?? resolve(REPO_ROOT, '.data'), 'admin-token')
