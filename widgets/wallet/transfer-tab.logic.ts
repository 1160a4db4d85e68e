/** The sub-tabs of `/information?tab=transfer`, as its `type=`. */
export const TRANSFER_TYPES = ['deposit', 'withdraw'] as const
export type TransferType = (typeof TRANSFER_TYPES)[number]

/** The sub-tab a route names; deposit when it names none or an unknown one. */
export function transferTypeOf(query: URLSearchParams | null): TransferType {
  const named = query?.get('type')
  return (TRANSFER_TYPES as readonly string[]).includes(named ?? '') ? (named as TransferType) : 'deposit'
}

/** The route of a sub-tab: `/information?tab=transfer&type=deposit|withdraw`. */
export const transferRoute = (type: TransferType): string =>
  `/information?${new URLSearchParams({ tab: 'transfer', type })}`
