import {
  deadLetterSummary,
  formatDateTime,
  type NotificationDelivery,
  notificationsPageTexts as texts,
} from '@vigil/domain'
import { Alert } from '../Alert/index.ts'
import { Button } from '../Button/index.ts'
import {
  SettingsItem,
  SettingsItemDetails,
  SettingsList,
  SettingsSection,
  SmallPrint,
} from '../SettingsSection/index.ts'

export interface DeadLetterListProps {
  /** Webhook deliveries that gave up, newest first. */
  letters: readonly NotificationDelivery[]
  /** The delivery being replayed now. */
  replayingId?: number | null
  /** Deliveries replayed since the list was loaded. */
  replayedIds?: readonly number[]
  /** Why the last replay failed. */
  error?: string | null
  onReplay: (deliveryId: number) => void
}

/** The visible dead-letter list: each failed webhook delivery with its last error, and a replay. */
export function DeadLetterList({
  letters,
  replayingId = null,
  replayedIds = [],
  error = null,
  onReplay,
}: DeadLetterListProps) {
  return (
    <SettingsSection title={texts.deadLetters} explanation={texts.deadLettersExplanation}>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {letters.length === 0 ? (
        <SmallPrint>{texts.noDeadLetters}</SmallPrint>
      ) : (
        <SettingsList aria-label={texts.deadLetters}>
          {letters.map((letter) => {
            const replayed = replayedIds.includes(letter.id)
            return (
              <SettingsItem key={letter.id}>
                <SettingsItemDetails>
                  <div>{deadLetterSummary(letter)}</div>
                  <SmallPrint>
                    {texts.lastError}: {letter.lastError ?? '—'} · {texts.deadOn} {formatDateTime(letter.deadOn)}
                  </SmallPrint>
                </SettingsItemDetails>
                {replayed ? (
                  <SmallPrint role="status">{texts.replayed}</SmallPrint>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    onPress={() => onReplay(letter.id)}
                    isPending={replayingId === letter.id}
                    pendingLabel={texts.replaying}
                    // The alarm's number tells the buttons apart; the visible words lead the name, pending or not.
                    aria-label={`${replayingId === letter.id ? texts.replaying : texts.replay} ${texts.alarmNumber(letter.alarmId)}`}
                  >
                    {texts.replay}
                  </Button>
                )}
              </SettingsItem>
            )
          })}
        </SettingsList>
      )}
    </SettingsSection>
  )
}
