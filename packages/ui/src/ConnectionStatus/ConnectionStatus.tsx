import styled from 'styled-components'
import { Button } from '../Button/index.ts'
import { vars } from '../theme/index.ts'

export type ConnectionState = 'connected' | 'reconnecting' | 'offline'

const LABELS: Record<ConnectionState, string> = {
  connected: 'Live updates on',
  reconnecting: 'Reconnecting…',
  offline: 'Live updates off',
}

const DOT: Record<ConnectionState, string> = {
  connected: vars.colorSuccess,
  reconnecting: vars.colorWarning,
  offline: vars.colorDanger,
}

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space2};
  color: ${vars.colorTextMuted};
  font-size: ${vars.fontSizeSm};
  white-space: nowrap;
`

const Dot = styled.span<{ $state: ConnectionState }>`
  width: 10px;
  height: 10px;
  border-radius: ${vars.radiusPill};
  background: ${({ $state }) => DOT[$state]};
  flex: none;
`

export interface ConnectionStatusProps {
  /** The real-time connection: connected, reconnecting (after a drop, or while first connecting) or offline. */
  state: ConnectionState
  /** The way back once it gave up; shown as a 'Reconnect' button when offline. */
  onReconnect?: () => void
}

/** The real-time connection's state for the person; its changes are announced politely. */
export function ConnectionStatus({ state, onReconnect }: ConnectionStatusProps) {
  return (
    <Root>
      <Dot $state={state} aria-hidden="true" />
      <span role="status">{LABELS[state]}</span>
      {state === 'offline' && onReconnect ? (
        <Button variant="secondary" size="sm" onPress={onReconnect}>
          Reconnect
        </Button>
      ) : null}
    </Root>
  )
}
