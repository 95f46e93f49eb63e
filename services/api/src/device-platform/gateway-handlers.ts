import type { DeviceCommandResult, DeviceEvent } from '@vigil/device-protocols'

/** What a device gateway hands over to the platform; each returns once the platform may acknowledge the device. */
export interface GatewayHandlers {
  events(events: readonly DeviceEvent[]): Promise<void>
  commandResult(result: DeviceCommandResult): Promise<void>
  connection(serial: string, online: boolean): Promise<void>
}

export interface GatewayLogger {
  info(details: object, message: string): void
  warn(details: object, message: string): void
  error(details: object, message: string): void
}
