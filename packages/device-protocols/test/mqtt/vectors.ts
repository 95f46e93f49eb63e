import type { DeviceCommand, DeviceCommandResult, DeviceEvent } from '../../src/index.ts'
import type { ConnectionState, DeviceTopic } from '../../src/mqtt/index.ts'

/** One MQTT message as it travels, topic and payload byte for byte, and what it means. */
export type RecordedMessage = { name: string; topic: string; payload: string; target: DeviceTopic } & (
  | { kind: 'event'; event: DeviceEvent }
  | { kind: 'conn'; state: ConnectionState }
  | { kind: 'command-request'; command: DeviceCommand }
  | { kind: 'command-response'; result: DeviceCommandResult }
)

const serial = 'TK0001'
const id = '01HWQ4Z0G0ABCDEFGHJKMNPQRS'
const cmdId = '01HWQ4Z1XF0000000000000000'
const time = new Date('2024-05-01T10:00:00.000Z')

const event = (type: DeviceEvent['type'], data: string, meaning: DeviceEvent['data']): RecordedMessage => ({
  name: `${type} event`,
  topic: `tk/v1/dev/${serial}/evt/${type}`,
  payload: `{"v":1,"id":"${id}","serial":"${serial}","ts":"2024-05-01T10:00:00.000Z","type":"${type}","data":${data}}`,
  target: { kind: 'event', serial, type },
  kind: 'event',
  event: { id, serial, time, type, data: meaning } as DeviceEvent,
})

/** Our trackers' messages as `device-protocol.md` documents them, one of each kind, and the platform's command request. */
export const recordedMessages: RecordedMessage[] = [
  event(
    'gps',
    '{"latitudeDegrees":-26.2041,"longitudeDegrees":28.0473,"altitudeMeters":1753,"speedKph":62.5,"headingDegrees":180,"satellites":9}',
    {
      latitudeDegrees: -26.2041,
      longitudeDegrees: 28.0473,
      altitudeMeters: 1753,
      speedKph: 62.5,
      headingDegrees: 180,
      satellites: 9,
    },
  ),
  event('lock', '{"motorStateId":1}', { motorStateId: 1 }),
  event('ignition', '{"on":true}', { on: true }),
  event('motor-error', '{"errorMessage":"Relay did not switch","source":"ignition"}', {
    errorMessage: 'Relay did not switch',
    source: 'ignition',
  }),
  event('tamper', '{"carBatteryStateId":0,"cancelled":false}', { carBatteryStateId: 0, cancelled: false }),
  event('sos', '{"sosStateId":1}', { sosStateId: 1 }),
  event('battery', '{"carBatteryMillivolts":12650,"deviceBatteryMillivolts":null}', {
    carBatteryMillivolts: 12650,
    deviceBatteryMillivolts: null,
  }),
  event('status', '{"applicationVersion":"2.4.1","autoLockEnabledState":1}', {
    applicationVersion: '2.4.1',
    autoLockEnabledState: 1,
  }),
  {
    name: 'connection state (the will)',
    topic: `tk/v1/dev/${serial}/conn`,
    payload: '{"online":false,"ts":"2024-05-01T10:00:00.000Z"}',
    target: { kind: 'conn', serial },
    kind: 'conn',
    state: { online: false, time },
  },
  {
    name: 'command request (platform to tracker)',
    topic: `tk/v1/dev/${serial}/cmd/req/${cmdId}`,
    payload: `{"cmdId":"${cmdId}","name":"lock","params":{},"expiresAt":"2024-05-01T10:02:00.000Z","attempt":1}`,
    target: { kind: 'command-request', serial, cmdId },
    kind: 'command-request',
    command: { cmdId, name: 'lock', params: {}, expiresAt: new Date('2024-05-01T10:02:00.000Z'), attempt: 1 },
  },
  {
    name: 'command answer',
    topic: `tk/v1/dev/${serial}/cmd/res/${cmdId}`,
    payload: '{"status":"ok","reply":{"motorStateId":1},"ts":"2024-05-01T10:00:01.000Z"}',
    target: { kind: 'command-response', serial, cmdId },
    kind: 'command-response',
    result: { cmdId, status: 'ok', reply: { motorStateId: 1 }, time: new Date('2024-05-01T10:00:01.000Z') },
  },
]
