/**
 * The real-time hub: `/DefaultHub` speaking the ASP.NET Core SignalR JSON protocol (negotiate v0/v1, WebSockets,
 * Server-Sent Events, long polling) so the dashboard's unchanged `@microsoft/signalr` client connects to it.
 * See `shared/docs/realtime-hub-protocol.md` for the wire details.
 *
 * - Ingest and commands call `hub.publish(vehicleId, message)`; the hub alone decides, through the injected
 *   `mayWatch(principal, vehicleId)`, which connections receive it, on every API node via the backplane
 *   (in memory, Redis `REDIS_URL`, or NATS `NATS_URL`).
 * - Pushes are at-most-once and never replayed. **After a reconnect a client must refetch the state of the vehicles it
 *   shows**: pushes sent while it was away (a restart, a deploy, a dropped network, a slow client dropped for a full
 *   send buffer) are lost, and every reconnect is a new negotiate with a new connection id.
 * - Send buffers are bounded (`maxBufferedBytes`, 1 MiB by default): a connection whose unsent data would pass the
 *   limit is dropped rather than buffered further; its client reconnects automatically and refetches, which is the
 *   right recovery because every push is a latest-state snapshot.
 * - On shutdown `close()` sends `{"type":7,"allowReconnect":true}` so clients reconnect to another node; an expired
 *   access token closes the same way so the client re-negotiates with a fresh token.
 */
export type { MayWatch } from './audiences.ts'
export {
  type Backplane,
  backplaneFromEnv,
  createMemoryBackplane,
  createNatsBackplane,
  createRedisBackplane,
  MemoryBus,
} from './backplane/index.ts'
export type { HubPrincipal } from './connection.ts'
export { createHub, type Hub, type HubAttachOptions, type HubLogger, type HubOptions } from './hub.ts'
export {
  type AlarmMessage,
  alarmChange,
  battery,
  commandOutcome,
  contact,
  type DeviceBatteryMessage,
  type DeviceContactMessage,
  type DeviceGpsLocationMessage,
  type DeviceLockUnlockMessage,
  type DeviceTamperMessage,
  gpsLocation,
  type HubMessage,
  type HubMessageTarget,
  lockUnlock,
  onboardingChange,
  tamper,
  type VehicleCommandMessage,
  type VehicleOnboardingMessage,
} from './messages.ts'
