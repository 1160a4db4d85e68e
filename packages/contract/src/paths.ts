/** Endpoint paths, relative to the API base (`{host}/api`). */
export const paths = {
  login: '/login',
  logout: '/logout',
  user: '/user',
  topTenWithdraw: '/toptenwithdraw',
} as const
