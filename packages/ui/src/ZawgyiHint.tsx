import { type ReactNode, useEffect, useState } from 'react'
import { Button } from './primitives.tsx'
import { styled } from './styled.ts'
import { checkZawgyi } from './zawgyi.ts'

const Hint = styled.div.withConfig({ componentId: 'ui-ZawgyiHint' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.warning};
  font-size: 13px;
`

export interface ZawgyiHintProps {
  /** What the player typed or pasted. */
  text: string
  /** "This looks like Zawgyi…" in the reader's language. */
  message: ReactNode
  /** "Convert to Unicode" in the reader's language. */
  convertLabel: ReactNode
  /** Receives the Unicode text; the caller puts it in the field. */
  onConvert: (unicode: string) => void
  className?: string
}

/**
 * Under a text field: when the text is Zawgyi-encoded Burmese, says so and offers a one-click conversion to
 * Unicode. Shows nothing otherwise, or when the detector cannot load.
 */
export function ZawgyiHint({ text, message, convertLabel, onConvert, className }: ZawgyiHintProps) {
  const [unicode, setUnicode] = useState<string>()

  useEffect(() => {
    let isCurrent = true
    checkZawgyi(text).then(
      (result) => isCurrent && setUnicode(result.isZawgyi ? result.unicode : undefined),
      () => isCurrent && setUnicode(undefined),
    )
    return () => {
      isCurrent = false
    }
  }, [text])

  return (
    <div aria-live="polite" className={className}>
      {unicode !== undefined && (
        <Hint>
          <span>{message}</span>
          <Button $variant="ghost" onClick={() => onConvert(unicode)}>
            {convertLabel}
          </Button>
        </Hint>
      )}
    </div>
  )
}
