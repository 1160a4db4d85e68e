import { describe, expect, it } from 'vitest'
import { Skeleton } from './Skeleton.tsx'
import { renderUi } from './test-utils.tsx'

describe('Skeleton', () => {
  it('holds the size of what it stands for and is hidden from assistive technology', () => {
    const { container } = renderUi(<Skeleton width={120} height="2.5rem" />)
    const block = container.firstElementChild as HTMLElement
    expect(block.getAttribute('aria-hidden')).toBe('true')
    expect(block.style.width).toBe('120px')
    expect(block.style.height).toBe('2.5rem')
  })
})
