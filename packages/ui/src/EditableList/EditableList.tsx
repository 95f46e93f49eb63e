import { type ReactNode, useId } from 'react'
import styled from 'styled-components'
import { Alert } from '../Alert/index.ts'
import { Button } from '../Button/index.ts'
import { EmptyState } from '../EmptyState/index.ts'
import { Inline, Stack } from '../layout/index.ts'
import { Spinner } from '../Spinner/index.ts'
import { vars } from '../theme/index.ts'

export interface EditableListProps<T> {
  /** The list's heading: 'Geofences', 'Theft rules'. */
  title: string
  /** The button that starts a new one: 'New geofence'. */
  newLabel: string
  onNew: () => void
  /** Undefined while loading. */
  items: readonly T[] | undefined
  itemKey: (item: T) => string | number
  renderItem: (item: T) => ReactNode
  /** The key of the one open in the editor, marked as current. */
  currentKey?: string | number | null
  /** Set when the list could not load. */
  error?: boolean
  emptyTitle: string
  emptyDescription: string
  /** What was last saved or deleted ('Home saved.'), said as a status over the list. */
  notice?: string | null
}

/**
 * A heading with a 'New …' button over the things a person keeps (geofences, rules): a spinner while they load, a
 * notice when they could not, an invitation when there are none.
 */
export function EditableList<T>({
  title,
  newLabel,
  onNew,
  items,
  itemKey,
  renderItem,
  currentKey = null,
  error = false,
  emptyTitle,
  emptyDescription,
  notice = null,
}: EditableListProps<T>) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <Stack $gap={3}>
        <Inline $gap={2} $justify="between">
          <Heading id={headingId}>{title}</Heading>
          <Button size="sm" onPress={onNew}>
            {newLabel}
          </Button>
        </Inline>
        {notice ? (
          <output>
            <Alert tone="success">{notice}</Alert>
          </output>
        ) : null}
        {error ? (
          <EmptyState title={`The ${title.toLowerCase()} could not load`} description="Reload the page to try again." />
        ) : !items ? (
          <Spinner label={`Loading ${title.toLowerCase()}`} showLabel />
        ) : items.length === 0 ? (
          <EmptyState title={emptyTitle} description={emptyDescription} />
        ) : (
          <List aria-labelledby={headingId}>
            {items.map((item) => {
              const key = itemKey(item)
              return (
                <Item key={key} aria-current={key === currentKey ? 'true' : undefined}>
                  {renderItem(item)}
                </Item>
              )
            })}
          </List>
        )}
      </Stack>
    </section>
  )
}

const Heading = styled.h2`
  margin: 0;
  font-size: ${vars.fontSizeLg};
`

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${vars.space2};
`

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space2} ${vars.space3};
  padding: ${vars.space3};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMd};
  background: ${vars.colorSurface};

  &[aria-current='true'] {
    border-color: ${vars.colorPrimary};
    box-shadow: inset 3px 0 0 ${vars.colorPrimary};
  }
`

/** An item's words: its name over a line of detail. */
export const ItemText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`

export const ItemName = styled.strong`
  overflow-wrap: anywhere;
`

export const ItemDetail = styled.span`
  color: ${vars.colorTextMuted};
  font-size: ${vars.fontSizeSm};
`
