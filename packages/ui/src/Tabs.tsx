import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useRef, useState } from 'react'
import { css, styled } from './styled.ts'

const List = styled.div.withConfig({ componentId: 'ui-TabList' })`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  scrollbar-width: none;
`

const tab = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: none;
  color: ${({ theme }) => theme.color.muted};
  font: 600 14px/1 ${({ theme }) => theme.font.body};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.gold};
    border-bottom-color: ${({ theme }) => theme.color.gold};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: -2px;
  }
`

const TabButton = styled.button.withConfig({ componentId: 'ui-TabButton' })`
  ${tab}
`

const TabLink = styled.a.withConfig({ componentId: 'ui-TabLink' })`
  ${tab}
`

const Panel = styled.div.withConfig({ componentId: 'ui-TabPanel' })`
  padding-top: ${({ theme }) => theme.space(4)};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`

export interface TabItem {
  id: string
  label: ReactNode
  /** Makes the tab a link, for tabs that are routes (`/information?tab=profile`). */
  href?: string
}

export type TabSelectEvent = MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string
  items: readonly TabItem[]
  /** The selected tab, when the caller keeps it (routed tabs); otherwise the tabs keep their own. */
  selectedId?: string
  defaultSelectedId?: string
  /**
   * Called when a tab is chosen. For a link tab the browser follows the link unless the handler calls
   * `event.preventDefault()` (and navigates itself).
   */
  onSelect?: (id: string, event: TabSelectEvent) => void
  /**
   * Whether arrow keys also select the tab they move to. Automatic for button tabs, manual (Enter or Space
   * selects) when any tab is a link, so moving along the list never loads a page.
   */
  activation?: 'automatic' | 'manual'
  /** The selected tab's panel; a function receives the selected id. Without it no panel is rendered. */
  children?: ReactNode | ((selectedId: string) => ReactNode)
  className?: string
}

/**
 * WAI-ARIA tabs: one tab stop for the list (roving tabindex), Left and Right move between tabs (wrapping),
 * Home and End go to the ends. The selected tab is highlighted and labels the panel.
 */
export function Tabs({
  label,
  items,
  selectedId,
  defaultSelectedId,
  onSelect,
  activation = items.some((item) => item.href !== undefined) ? 'manual' : 'automatic',
  children,
  className,
}: TabsProps) {
  const baseId = useId()
  const [ownSelectedId, setOwnSelectedId] = useState(defaultSelectedId ?? items[0]?.id ?? '')
  const current = selectedId ?? ownSelectedId
  const tabs = useRef<(HTMLElement | null)[]>([])
  const tabId = (index: number) => `${baseId}-tab-${index}`
  const panelId = `${baseId}-panel`
  const selectedIndex = items.findIndex((item) => item.id === current)
  const hasPanel = children !== undefined && selectedIndex !== -1

  function select(id: string, event: TabSelectEvent) {
    onSelect?.(id, event)
    setOwnSelectedId(id)
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>, index: number) {
    const item = items[index]
    if (!item) return
    if (event.key === ' ' && item.href !== undefined) {
      // Space activates a tab, but a link only answers Enter by itself.
      event.preventDefault()
      event.currentTarget.click()
      return
    }
    const next = nextIndex(event.key, index, items.length)
    const target = next === undefined ? undefined : items[next]
    if (next === undefined || !target) return
    event.preventDefault()
    tabs.current[next]?.focus()
    if (activation === 'automatic' && target.id !== current) select(target.id, event)
  }

  return (
    <div className={className}>
      <List role="tablist" aria-label={label} aria-orientation="horizontal">
        {items.map((item, index) => {
          const isSelected = index === selectedIndex
          const common = {
            id: tabId(index),
            role: 'tab',
            'aria-selected': isSelected,
            'aria-controls': isSelected && hasPanel ? panelId : undefined,
            tabIndex: isSelected || (selectedIndex === -1 && index === 0) ? 0 : -1,
            onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index),
            onClick: (event: MouseEvent<HTMLElement>) => select(item.id, event),
          } as const
          return item.href === undefined ? (
            <TabButton
              key={item.id}
              ref={(element) => {
                tabs.current[index] = element
              }}
              type="button"
              {...common}
            >
              {item.label}
            </TabButton>
          ) : (
            <TabLink
              key={item.id}
              ref={(element) => {
                tabs.current[index] = element
              }}
              href={item.href}
              {...common}
            >
              {item.label}
            </TabLink>
          )
        })}
      </List>
      {hasPanel && (
        <Panel role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} tabIndex={0}>
          {typeof children === 'function' ? children(current) : children}
        </Panel>
      )}
    </div>
  )
}

/** Where a key moves focus along a horizontal tab list, wrapping at both ends. */
function nextIndex(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count
    case 'ArrowLeft':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}
