import type { NotificationDelivery, Webhook } from '@vigil/domain'

// Fixed times, so the visual references do not change from day to day.
export const webhooks: Webhook[] = [
  {
    id: 1,
    companyId: 3,
    url: 'https://control-room.example.com/vigil/alarms',
    description: 'Control room',
    enabled: true,
    createdOn: '2026-11-20T08:15:00Z',
  },
  {
    id: 2,
    companyId: 3,
    url: 'https://ops.example.net/hooks/vigil',
    description: '',
    enabled: false,
    createdOn: '2026-11-22T13:40:00Z',
  },
]

export const deadLetters: NotificationDelivery[] = [
  {
    id: 41,
    alarmId: 17,
    reason: 'raised',
    group: 'holder-and-company',
    channel: 'webhook',
    recipient: 'https://control-room.example.com/vigil/alarms',
    to: 'https://control-room.example.com/vigil/alarms',
    status: 'dead',
    attempts: 8,
    lastError: 'HTTP 500',
    createdOn: '2026-11-26T22:02:00Z',
    nextAttemptOn: null,
    sentOn: null,
    deadOn: '2026-11-26T23:56:30Z',
  },
  {
    id: 44,
    alarmId: 18,
    reason: 'escalated',
    group: 'all-agents',
    channel: 'webhook',
    recipient: 'https://ops.example.net/hooks/vigil',
    to: 'https://ops.example.net/hooks/vigil',
    status: 'dead',
    attempts: 8,
    lastError: 'timed out',
    createdOn: '2026-11-27T01:10:00Z',
    nextAttemptOn: null,
    sentOn: null,
    deadOn: '2026-11-27T03:05:00Z',
  },
]
