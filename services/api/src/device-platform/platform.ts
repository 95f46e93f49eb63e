import type { Database } from '@vigil/db'
import { devices } from '@vigil/db/schema'
import { type DeviceCommandStatus, teltonika } from '@vigil/device-protocols'
import { CommandService, DeviceRegistry, isKnownTeltonikaDevice, verifyDeviceSecret } from '@vigil/devices'
import { commandMessages } from '@vigil/domain'
import { alarmChange, commandOutcome, type HubMessage } from '@vigil/hub'
import { eq } from 'drizzle-orm'
import { ulid } from 'ulid'
import type { Config } from '../config.ts'
import { createIngest, type Ingest, type IngestOptions } from '../ingest/pipeline.ts'
import { Counter } from '../ops/metrics.ts'
import { TheftRules } from '../theft-rules/evaluate.ts'
import type { GatewayHandlers, GatewayLogger } from './gateway-handlers.ts'
import { type DeviceBroker, startEmbeddedBroker } from './mqtt-server/embedded.ts'
import { connectExternalBroker } from './mqtt-server/external.ts'
import { createTeltonikaServer, type TeltonikaServer } from './teltonika-server/server.ts'

export interface DevicePlatformOptions {
  config: Config
  db: () => Database
  clock: () => Date
  publish(vehicleId: number, message: HubMessage): Promise<void>
  logger: GatewayLogger
  ingest?: Partial<
    Pick<IngestOptions, 'batchRows' | 'maxDelayMs' | 'maxBatchRows' | 'onStored' | 'concurrency' | 'lanes'>
  >
  commands?: Partial<ConstructorParameters<typeof CommandService>[0]>
  /** How often silent trackers are looked for (ms; SILENCE_CHECK_MS by default). */
  silenceCheckMs?: number
}

export interface GatewayStartOptions {
  /** Defaults to true: the embedded broker, or a client of `MQTT_URL`. */
  mqtt?: boolean
  teltonika?: boolean
  /** Client id and shared-subscription group (`MQTT_SHARE_GROUP` otherwise) when connecting to an external broker. */
  mqttClientId?: string
  mqttShareGroup?: string
  /** The external broker session: persistent by default; see ExternalBrokerOptions.session. */
  mqttSession?: 'persistent' | 'clean'
}

/**
 * Everything between trackers and the rest of the API: the MQTT broker (embedded Aedes or an external one), the
 * Teltonika TCP server, ingest and the command lifecycle. Built with the app; the gateways listen once started.
 */
export class DevicePlatform {
  readonly registry: DeviceRegistry
  readonly ingest: Ingest
  /** The theft rules (issue #30), run by ingest on each batch and on a timer for silent trackers. */
  readonly theftRules: TheftRules
  readonly commands: CommandService
  /** Commands by how they ended, as this node saw them (for /metrics). */
  readonly commandOutcomes = new Counter('vigil_command_outcomes_total', 'Commands finished, by outcome')
  broker: DeviceBroker | undefined
  teltonika: TeltonikaServer | undefined
  teltonikaPort: number | undefined
  private readonly options: DevicePlatformOptions
  private readonly handlers: GatewayHandlers

  constructor(options: DevicePlatformOptions) {
    this.options = options
    this.registry = new DeviceRegistry(options.db)
    this.theftRules = new TheftRules(options.db, options.clock)
    this.ingest = createIngest({
      theftRules: this.theftRules,
      db: options.db,
      registry: this.registry,
      clock: options.clock,
      publish: options.publish,
      logger: options.logger,
      // PostgreSQL: the next batch is prepared while one commits, and a lone event (a lock report an agent waits
      // for) waits at most 5 ms for company. Under load a batch is whatever arrived in those 5 ms (up to 2,000): fewer,
      // larger transactions, and one acknowledgement write per device per batch. PGlite has one session (on its own
      // thread): one batch at a time, and a backlog is taken 1,000 events at a time, since preparing and finishing a
      // batch still runs on this thread. On PostgreSQL each batch is written as two statements at once (lanes, by
      // vehicle), so ingest is not held to one database backend (issue #29).
      ...(options.config.databaseUrl
        ? { concurrency: 2, maxDelayMs: 5, batchRows: 2000, lanes: 2 }
        : { maxBatchRows: 1000 }),
      ...options.ingest,
    })
    this.commands = new CommandService({
      db: options.db,
      clock: options.clock,
      logger: options.logger,
      publish: (message) => options.publish(message.vehicleId, commandOutcome(message)),
      countOutcome: (outcome, count) => this.commandOutcomes.inc({ outcome }, count),
      ttlSeconds: options.config.commandTtlSeconds,
      ...options.commands,
    })
    this.handlers = {
      events: (events) => this.ingest.submit(events),
      commandResult: (result) => this.commands.handleResult(result),
      connection: async (serial, online) => {
        await options.db().update(devices).set({ online }).where(eq(devices.serialNumber, serial))
        if (online) await this.commands.deviceOnline(serial)
      },
    }
  }

  async start(gateways: GatewayStartOptions = {}): Promise<void> {
    const { config, logger } = this.options
    if (gateways.mqtt ?? true) {
      this.broker = config.mqttUrl
        ? await connectExternalBroker({
            url: config.mqttUrl,
            clientId: gateways.mqttClientId ?? config.mqttClientId,
            shareGroup: gateways.mqttShareGroup ?? config.mqttShareGroup,
            session: gateways.mqttSession,
            handlers: this.handlers,
            logger,
          })
        : await startEmbeddedBroker({
            port: config.mqttPort,
            host: config.deviceHost,
            verifyDevice: (serial, secret) => verifyDeviceSecret(this.options.db(), serial, secret),
            handlers: this.handlers,
            logger,
          })
      const broker = this.broker
      this.commands.attach('mqtt', {
        isOnline: (serial) => broker.isOnline(serial),
        deliver: (serial, _protocol, command) => broker.sendCommand(serial, command),
      })
    }
    if (gateways.teltonika ?? true) await this.startTeltonika()
    this.commands.start()
    this.theftRules.watchSilence(
      (message) => this.options.publish(message.alarm.vehicleId, alarmChange(message)),
      (error) => logger.warn({ err: error }, 'silent trackers not checked'),
      this.options.silenceCheckMs,
    )
  }

  private async startTeltonika(): Promise<void> {
    const { config, logger } = this.options
    const server = createTeltonikaServer({
      onRecords: (_imei, events) => this.ingest.submit(events),
      authorize: (imei) => isKnownTeltonikaDevice(this.options.db(), imei),
      onConnectionChange: (imei, online) => {
        void this.handlers.connection(imei, online).catch((error: unknown) => logger.error({ err: error }, 'tracker'))
      },
      onProblem: (problem) => logger.warn(problem, 'Teltonika tracker problem'),
    })
    this.teltonikaPort = (await server.listen(config.teltonikaPort, config.deviceHost)).port
    this.teltonika = server
    this.commands.attach('teltonika', {
      isOnline: (serial) => server.isConnected(serial),
      deliver: async (serial, _protocol, command) => {
        const text = teltonika.teltonikaCommandText(command.name)
        const answer = (status: DeviceCommandStatus, reply: string) =>
          this.commands.handleResult({ cmdId: command.cmdId, status, reply, time: this.options.clock() })
        if (text === undefined) {
          await answer('error', commandMessages.notSupported(command.name))
          return
        }
        // The reply comes back on the socket later; one command is in flight per tracker.
        server
          .sendCommand(serial, text)
          .then(
            async (reply) => {
              const status = teltonika.teltonikaReplyStatus(reply)
              await answer(status, reply)
              // Codec 8 records carry no firmware version: the status answer is the tracker's status report, stored
              // (and confirming the command) as an MQTT tracker's would be.
              const report =
                command.name === 'status' && status === 'ok' ? teltonika.teltonikaStatusReport(reply) : undefined
              if (report) {
                await this.ingest.submit([
                  { id: ulid(), serial, time: this.options.clock(), type: 'status', data: report },
                ])
              }
            },
            (error: unknown) => logger.warn({ err: error, serial }, 'Teltonika command unanswered'),
          )
          // Storing the answer failed: the command stays sent, and the command service retries or times it out.
          .catch((error: unknown) => logger.error({ err: error, serial }, 'Teltonika command answer not stored'))
      },
    })
  }

  async stop(): Promise<void> {
    this.theftRules.stopWatching()
    await this.commands.stop()
    // Both gateways stop taking events, acknowledge what ingest commits meanwhile, then close their devices' sessions.
    await Promise.all([this.teltonika?.close(), this.broker?.close()])
    await this.ingest.close()
    this.broker = undefined
    this.teltonika = undefined
  }
}
