import { digitCalls } from '@shwe/api-client'
import type { Runtime } from '../platform/runtime.ts'

/**
 * The digit game's calls, made once per page from the client's request function: they travel with the digit
 * game instead of with the code every widget and page loads.
 */
export const digitApi = ({ api }: Runtime) => digitCalls(api.call)
