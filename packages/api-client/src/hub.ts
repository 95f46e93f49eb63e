import {
  type HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  type ILogger,
  LogLevel,
} from '@microsoft/signalr'
import {
  HUB_HTTP_TIMEOUT_MS,
  HUB_KEEP_ALIVE_MS,
  HUB_RECONNECT_DELAYS_MS,
  HUB_SERVER_TIMEOUT_MS,
  HUB_TARGETS,
  type HubPush,
  type HubPushOf,
  type HubTarget,
} from '@vigil/domain'
import { joinURL } from './settings.ts'

// The push type and its targets are the domain's, the same the hub sends (`@vigil/domain` HubPush).
export { HUB_TARGETS, type HubTarget }
export type HubMessageOf<Target extends HubTarget> = HubPushOf<Target>

export interface HubConnectionOptions {
  /** The API base address; the hub is `{baseURL}/DefaultHub`. */
  baseURL: string
  /** The current access token (e.g. `() => apiClient().accessToken()`); asked again on every (re)connect. */
  accessTokenFactory: () => string | null | Promise<string | null>
  /** Silent by default: connection errors are swallowed (spec §8). */
  logger?: ILogger | LogLevel
  transport?: HttpTransportType
}

export interface VehicleHub {
  readonly connection: HubConnection
  /** Connects; never rejects, because real-time connection errors are swallowed. */
  start(): Promise<void>
  stop(): Promise<void>
  /** Every push of the three messages; returns the unsubscribe. */
  subscribe(listener: (update: HubPush) => void): () => void
  /** Pushes of one message; returns the unsubscribe. */
  on<Target extends HubTarget>(target: Target, handler: (message: HubMessageOf<Target>) => void): () => void
  /** GPS pushes only for these vehicles (null: all the person may see); swallows errors, e.g. while disconnected. */
  watchVehicles(vehicleIds: readonly number[] | null): Promise<void>
  /** Called after an automatic reconnect, so the app can refetch what it missed; returns the unsubscribe. */
  onReconnected(listener: () => void): () => void
}

export function createHubConnection(options: HubConnectionOptions): VehicleHub {
  const connection = new HubConnectionBuilder()
    .withUrl(joinURL(options.baseURL, '/DefaultHub'), {
      accessTokenFactory: async () => (await options.accessTokenFactory()) ?? '',
      timeout: HUB_HTTP_TIMEOUT_MS,
      logger: options.logger ?? LogLevel.None,
      ...(options.transport === undefined ? {} : { transport: options.transport }),
    })
    .withAutomaticReconnect([...HUB_RECONNECT_DELAYS_MS])
    .withServerTimeout(HUB_SERVER_TIMEOUT_MS)
    .withKeepAliveInterval(HUB_KEEP_ALIVE_MS)
    .configureLogging(options.logger ?? LogLevel.None)
    .build()

  const listeners = new Set<(update: HubPush) => void>()
  const reconnectedListeners = new Set<() => void>()
  for (const target of HUB_TARGETS) {
    connection.on(target, (message: HubMessageOf<typeof target>) => {
      const update = { target, message } as HubPush
      for (const listener of listeners) listener(update)
    })
  }
  connection.onreconnected(() => {
    for (const listener of reconnectedListeners) listener()
  })

  const subscribe = (listener: (update: HubPush) => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }

  return {
    connection,
    start: () => connection.start().catch(() => undefined),
    stop: () => connection.stop().catch(() => undefined),
    subscribe,
    on: (target, handler) =>
      subscribe((update) => {
        if (update.target === target) handler(update.message as HubMessageOf<typeof target>)
      }),
    watchVehicles: (vehicleIds) =>
      connection.invoke<void>('WatchVehicles', vehicleIds === null ? null : [...vehicleIds]).catch(() => undefined),
    onReconnected: (listener) => {
      reconnectedListeners.add(listener)
      return () => void reconnectedListeners.delete(listener)
    },
  }
}
