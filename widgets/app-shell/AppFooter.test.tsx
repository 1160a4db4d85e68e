import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test/utils.tsx'
import { AppFooter, initialsOf } from './AppFooter.tsx'

describe('AppFooter', () => {
  it('shows the ten providers’ logos, each its initials and its name, read by its name alone', () => {
    renderWidget(<AppFooter />)
    const logos = within(screen.getByRole('list', { name: 'Game providers' })).getAllByRole('listitem')
    expect(logos.map((logo) => logo.textContent)).toEqual([
      'GRGolden Reels',
      'LGLotus Gaming',
      'IPIrrawaddy Play',
      'MLMandalay Live',
      'BSBagan Slots',
      'SSShan Star',
      'RFRuby Fish',
      'JDJade Dragon',
      'MSMonsoon Sports',
      'PPPagoda Poker',
    ])
    // The initials are drawing, not words: a screen reader hears the name once.
    for (const logo of logos) expect(logo.querySelector('[aria-hidden="true"]')?.textContent).toHaveLength(2)
    // No picture to fetch or to build on the main thread.
    expect(screen.queryAllByRole('img')).toEqual([])
  })

  it('makes initials of a name of any length', () => {
    expect(initialsOf('Shan Star')).toBe('SS')
    expect(initialsOf('Golden  Reels Live')).toBe('GRL')
  })
})
