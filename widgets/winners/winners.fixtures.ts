import type { ThreeDWinnersResult } from '@shwe/contract'

/** A 3D draw's winner of the exact prize. */
export const exactWinner = {
  member_name: 'P34****90',
  bet_number: '123',
  total_bet: '500.00',
  bet_amount: '500.00',
  win_amount: '250000.00',
  prize: 'exact',
} as const

/** A 3D draw with a winner of each prize. */
export const draw: ThreeDWinnersResult = {
  date: '2026-11-16',
  draw_session: '2026-11-16',
  win_digit: '123',
  winners: [
    exactWinner,
    {
      member_name: 'P56****12',
      bet_number: '321',
      total_bet: '200.00',
      bet_amount: '200.00',
      win_amount: '2000.00',
      prize: 'permutation',
    },
  ],
}
