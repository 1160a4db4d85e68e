import { createContext } from 'react'
import type * as Site from './first-content.ts'
import { useStore } from './use-store.ts'

/**
 * first-content.ts as the element bundles get it (vite.lib.config.ts puts this file in its place): a partner's
 * page never carries answers for a first screen, so every query reads its store as it always has, and the elements'
 * shared code does not carry the seeding.
 */
export const FirstContentContext: typeof Site.FirstContentContext = createContext<
  Site.FirstContent | undefined
>(undefined)
export const useFirstAnswer: typeof Site.useFirstAnswer = () => undefined
export const useFirstPage: typeof Site.useFirstPage = () => undefined
export const listAnswer: typeof Site.listAnswer = <T>(data: unknown) =>
  Array.isArray(data) ? (data as T[]) : null
export const useFirstStore: typeof Site.useFirstStore = ($store) => useStore($store)
