// The JSON each side publishes: the platform its command requests, a device (and the simulator) the rest.
import type { DeviceCommand, DeviceCommandResult, DeviceEvent } from '../event.ts'
import type { ConnectionState } from './decoding.ts'

/** The JSON a device publishes for an event. */
export function buildEventEnvelope(event: DeviceEvent): string {
  return JSON.stringify({
    v: 1,
    id: event.id,
    serial: event.serial,
    ts: event.time.toISOString(),
    type: event.type,
    data: event.data,
  })
}

export function buildCommandRequest(command: DeviceCommand): string {
  return JSON.stringify({
    cmdId: command.cmdId,
    name: command.name,
    params: command.params,
    expiresAt: command.expiresAt.toISOString(),
    attempt: command.attempt,
  })
}

export function buildCommandResponse(result: DeviceCommandResult): string {
  return JSON.stringify({ status: result.status, reply: result.reply ?? null, ts: result.time.toISOString() })
}

export function buildConnPayload(state: ConnectionState): string {
  return JSON.stringify({ online: state.online, ts: state.time.toISOString() })
}
