import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderUi } from './test-utils.tsx'
import { ZawgyiHint } from './ZawgyiHint.tsx'

function Nickname() {
  const [text, setText] = useState('')
  return (
    <>
      <input aria-label="Nickname" value={text} onChange={(event) => setText(event.target.value)} />
      <ZawgyiHint
        text={text}
        message="This text looks like Zawgyi."
        convertLabel="Convert to Unicode"
        onConvert={setText}
      />
    </>
  )
}

describe('ZawgyiHint', () => {
  it('offers to convert pasted Zawgyi to Unicode, and converts it in one click', async () => {
    renderUi(<Nickname />)
    const input = screen.getByLabelText('Nickname') as HTMLInputElement
    await userEvent.click(input)
    await userEvent.paste('ေက်ာင္း')
    expect(await screen.findByText('This text looks like Zawgyi.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Convert to Unicode' }))
    expect(input.value).toBe('ကျောင်း')
    await expect.poll(() => screen.queryByText('This text looks like Zawgyi.')).toBeNull()
  })

  it('says nothing about Unicode Burmese', async () => {
    renderUi(<Nickname />)
    await userEvent.click(screen.getByLabelText('Nickname'))
    await userEvent.paste('မင်္ဂလာပါ')
    // Zawgyi typed after it shows the hint, so by then the Unicode text has been checked too.
    await userEvent.clear(screen.getByLabelText('Nickname'))
    await userEvent.paste('မဂၤလာပါ')
    expect(await screen.findByText('This text looks like Zawgyi.')).toBeTruthy()
  })
})
