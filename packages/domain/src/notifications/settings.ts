import { ALARM_KINDS } from '../alarms/types.ts'
import type { NotificationDelivery, NotificationPreferences, PersonChannel } from './types.ts'

/** The texts of the agent console's notifications page (issue #30; not in the spec). */
export const notificationsPageTexts = {
  title: 'Notifications',
  mySettings: 'My notifications',
  mySettingsExplanation:
    'Choose how you hear about alarms on the vehicles you look after. SOS alarms always go, quiet hours or not.',
  kindColumn: 'Alarm',
  defaultKind: 'Every other alarm',
  channelLabels: { email: 'Email', sms: 'SMS', push: 'Web push' } satisfies Record<PersonChannel, string>,
  quietHours: 'Quiet hours',
  quietHoursExplanation:
    'No SMS or web push between these times (Johannesburg time); they are sent when the quiet hours end. Email still goes.',
  quietFrom: 'From',
  quietTo: 'To',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved',
  saveFailed: 'The settings could not be saved. Please try again.',
  loadFailed: 'The settings could not be loaded.',
  push: 'Web push in this browser',
  pushStates: {
    off: 'This browser does not show alarm notifications yet.',
    on: 'This browser shows alarm notifications, even when the dashboard is closed.',
    denied:
      'This browser blocks notifications from Vigil. Allow notifications for this site in the browser’s settings, then turn web push on again.',
    unsupported: 'This browser cannot show web push notifications.',
    failed: 'Web push could not be turned on. Please try again.',
  },
  turnOnPush: 'Turn on web push',
  turningOnPush: 'Turning on…',
  company: 'Company',
  companySettings: 'Company notifications',
  escalation: 'Escalation',
  escalationExplanation: 'When nobody acknowledges an alarm of this company in time, the next group is told.',
  escalationMinutes: 'Minutes before escalating',
  nextGroup: 'Next group',
  nextGroupName: 'Every agent (the control room)',
  webhooks: 'Webhooks',
  webhooksExplanation:
    'Your control room’s systems get every alarm of this company as a signed JSON POST (header Vigil-Signature).',
  noWebhooks: 'No webhooks yet.',
  webhookUrl: 'URL',
  webhookUrlHelp: 'https, on a public address',
  webhookDescription: 'Description',
  addWebhook: 'Add webhook',
  addingWebhook: 'Adding…',
  secretTitle: 'Signing secret',
  secretShownOnce: 'Copy it now: it is shown this once. Receivers check each delivery’s signature with it.',
  enabled: 'On',
  deleteWebhook: 'Delete',
  deadLetters: 'Dead letters',
  deadLettersExplanation: 'Webhook deliveries that failed every retry. Replay sends the same event again.',
  noDeadLetters: 'No dead letters: every webhook delivery went through.',
  replay: 'Replay',
  replaying: 'Replaying…',
  replayed: 'Sent again',
  alarmNumber: (id: number) => `Alarm ${id}`,
  attempts: (count: number) => `${count} ${count === 1 ? 'attempt' : 'attempts'}`,
  lastError: 'Last error',
  deadOn: 'Gave up',
} as const

/** The rows of the channels table: every other alarm ('default'), then each alarm kind. */
export const NOTIFICATION_KIND_ROWS: readonly { kind: string; label: string }[] = [
  { kind: 'default', label: notificationsPageTexts.defaultKind },
  ...ALARM_KINDS.map((kind) => ({ kind, label: kind })),
]

/**
 * Switches one channel for one kind. A kind without its own choice starts from the default's channels, so ticking
 * SMS for SOS keeps the email it already had; the channels keep the order email, SMS, push.
 */
export function withChannel(
  preferences: NotificationPreferences,
  kind: string,
  channel: PersonChannel,
  on: boolean,
): NotificationPreferences {
  const current = preferences.channels[kind] ?? preferences.channels.default ?? []
  const next = (['email', 'sms', 'push'] as const).filter((each) => (each === channel ? on : current.includes(each)))
  return { ...preferences, channels: { ...preferences.channels, [kind]: next } }
}

/** Whether a channel is on for a kind, as it is sent (a kind without its own choice follows the default). */
export const channelOn = (preferences: NotificationPreferences, kind: string, channel: PersonChannel): boolean =>
  (preferences.channels[kind] ?? preferences.channels.default ?? []).includes(channel)

/** What the web push control shows: the browser's permission and whether this browser is subscribed. */
export type PushState = 'off' | 'on' | 'denied' | 'unsupported' | 'failed'

export function pushState(
  supported: boolean,
  permission: 'default' | 'granted' | 'denied',
  subscribed: boolean,
): PushState {
  if (!supported) return 'unsupported'
  if (permission === 'denied') return 'denied'
  return permission === 'granted' && subscribed ? 'on' : 'off'
}

/** A dead letter's one line: the alarm, the receiver and how often it was tried. */
export const deadLetterSummary = (letter: Pick<NotificationDelivery, 'alarmId' | 'recipient' | 'attempts'>): string =>
  `${notificationsPageTexts.alarmNumber(letter.alarmId)} · ${letter.recipient} · ${notificationsPageTexts.attempts(letter.attempts)}`
