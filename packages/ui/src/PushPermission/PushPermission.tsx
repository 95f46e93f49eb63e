import { type PushState, notificationsPageTexts as texts } from '@vigil/domain'
import { Alert } from '../Alert/index.ts'
import { Button } from '../Button/index.ts'
import { SettingsSection } from '../SettingsSection/index.ts'

export interface PushPermissionProps {
  /** What the browser allows and whether it is subscribed (the domain's `pushState`), or 'failed' after a try. */
  state: PushState
  busy?: boolean
  onTurnOn: () => void
}

const TONES = { off: 'info', on: 'success', denied: 'warning', unsupported: 'info', failed: 'error' } as const

/** Web push in this browser: on, off with a button, or why it cannot be (the browser refused, or has no push). */
export function PushPermission({ state, busy = false, onTurnOn }: PushPermissionProps) {
  const canTry = state === 'off' || state === 'failed' || state === 'denied'
  return (
    <SettingsSection title={texts.push}>
      <Alert tone={TONES[state]}>{texts.pushStates[state]}</Alert>
      {canTry ? (
        <div>
          <Button variant="secondary" onPress={onTurnOn} isPending={busy} pendingLabel={texts.turningOnPush}>
            {texts.turnOnPush}
          </Button>
        </div>
      ) : null}
    </SettingsSection>
  )
}
