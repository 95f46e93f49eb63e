import { type DeviceCommandResult, type DeviceEvent, mqtt as protocol } from '@vigil/device-protocols'
import { connectAsync, type MqttClient } from 'mqtt'
import type { SimulatedTracker, TrackerIncident } from './tracker.ts'

export interface MqttDeviceOptions {
  brokerUrl: string
  /** The device's own secret; the username is its serial. */
  password: string
  clock?: () => Date
  /** Called after each command is answered, e.g. for logs and tests. */
  onCommand?(result: DeviceCommandResult): void
  onError?(error: Error): void
}

/** Puts a simulated tracker on an MQTT broker, speaking the `tk/v1/dev/{serial}/` topic schema. */
export class MqttDevice {
  readonly tracker: SimulatedTracker
  private readonly options: MqttDeviceOptions
  private readonly clock: () => Date
  private client: MqttClient | undefined

  constructor(tracker: SimulatedTracker, options: MqttDeviceOptions) {
    this.tracker = tracker
    this.options = options
    this.clock = options.clock ?? (() => new Date())
  }

  get serial(): string {
    return this.tracker.serial
  }

  async start(): Promise<void> {
    const serial = this.serial
    const client = await connectAsync(this.options.brokerUrl, {
      protocolVersion: 4,
      clientId: `dev-${serial}`,
      username: serial,
      password: this.options.password,
      clean: true,
      reconnectPeriod: 2000,
      connectTimeout: 10_000,
      will: {
        topic: protocol.connTopic(serial),
        payload: Buffer.from(protocol.buildConnPayload({ online: false, time: this.clock() })),
        ...protocol.connPublishOptions,
      },
    })
    this.client = client
    client.on('message', (topic, payload) => {
      void this.onMessage(topic, payload).catch((error: Error) => this.options.onError?.(error))
    })
    client.on('error', (error) => this.options.onError?.(error))
    await client.subscribeAsync(protocol.commandRequestFilter(serial), { qos: 1 })
    await client.publishAsync(
      protocol.connTopic(serial),
      protocol.buildConnPayload({ online: true, time: this.clock() }),
      protocol.connPublishOptions,
    )
  }

  private async onMessage(topic: string, payload: Buffer): Promise<void> {
    const parsedTopic = protocol.parseDeviceTopic(topic)
    if (!parsedTopic.ok || parsedTopic.value.kind !== 'command-request') return
    const { cmdId } = parsedTopic.value
    const command = protocol.parseCommandRequest(payload)
    const now = this.clock()
    if (!command.ok || command.value.cmdId !== cmdId) {
      const reason = command.ok ? 'cmdId does not match the topic' : command.error.message
      await this.answer({ cmdId, status: 'error', reply: reason, time: now })
      return
    }
    const { result, events } = this.tracker.handleCommand(command.value, now)
    await this.answer(result)
    await this.publish(events)
    this.options.onCommand?.(result)
  }

  private async answer(result: DeviceCommandResult): Promise<void> {
    await this.client?.publishAsync(
      protocol.commandResponseTopic(this.serial, result.cmdId),
      protocol.buildCommandResponse(result),
      protocol.commandResponsePublishOptions,
    )
  }

  async publish(events: readonly DeviceEvent[]): Promise<void> {
    const client = this.client
    if (client === undefined) return
    await Promise.all(
      events.map((event) =>
        client.publishAsync(
          protocol.eventTopic(this.serial, event.type),
          protocol.buildEventEnvelope(event),
          protocol.eventPublishOptions,
        ),
      ),
    )
  }

  /** Advances the simulation to the clock's now and publishes what happened. */
  async tick(): Promise<DeviceEvent[]> {
    const events = this.tracker.tick(this.clock())
    await this.publish(events)
    return events
  }

  async raise(incident: TrackerIncident): Promise<DeviceEvent[]> {
    const events = this.tracker.raise(incident, this.clock())
    await this.publish(events)
    return events
  }

  async installerStep(step: number): Promise<DeviceEvent[]> {
    const events = this.tracker.installerStep(step, this.clock())
    await this.publish(events)
    return events
  }

  async stop(): Promise<void> {
    const client = this.client
    this.client = undefined
    if (client === undefined) return
    await client
      .publishAsync(
        protocol.connTopic(this.serial),
        protocol.buildConnPayload({ online: false, time: this.clock() }),
        protocol.connPublishOptions,
      )
      .catch(() => undefined)
    await client.endAsync()
  }
}
