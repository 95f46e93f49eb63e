import { type Config as ApiConfig, loadConfig as loadApiConfig } from '@vigil/api'
import { parseStationList } from '@vigil/domain'
import type { SuiteLimits, SuiteTiming } from './suites/index.ts'

export type BurnInConfig = {
  /** The API's own settings: the same database, data folder and access-token secret. */
  api: ApiConfig
  port: number
  host: string
  /** Test stations from BURNIN_STATIONS; empty means testers type station ids themselves. */
  stations: string[]
  timing: SuiteTiming
  limits: SuiteLimits
}

const read = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const value = env[name]?.trim()
  return value ? value : undefined
}

const commaList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')

const secondsSetting = (env: NodeJS.ProcessEnv, name: string, fallback: number): number =>
  Number(read(env, name) ?? fallback) * 1000

export function loadBurnInConfig(env: NodeJS.ProcessEnv = process.env): BurnInConfig {
  const api = loadApiConfig(env)
  return {
    api,
    port: Number(read(env, 'BURNIN_PORT') ?? 5081),
    host: read(env, 'BURNIN_HOST') ?? api.host,
    // Set but empty means no stations are configured: testers type them in the console.
    stations: parseStationList(env.BURNIN_STATIONS ?? 'S1,S2,S3,S4'),
    timing: {
      commandTimeoutMs: secondsSetting(env, 'BURNIN_COMMAND_TIMEOUT_SECONDS', 30),
      eventTimeoutMs: secondsSetting(env, 'BURNIN_EVENT_TIMEOUT_SECONDS', 30),
      inputTimeoutMs: secondsSetting(env, 'BURNIN_INPUT_TIMEOUT_SECONDS', 60),
      freshnessMs: secondsSetting(env, 'BURNIN_FRESHNESS_SECONDS', 120),
      pollMs: Number(read(env, 'BURNIN_POLL_MS') ?? 250),
    },
    limits: {
      minSatellites: Number(read(env, 'BURNIN_MIN_SATELLITES') ?? 4),
      batteryMinMillivolts: Number(read(env, 'BURNIN_BATTERY_MIN_MV') ?? 3_600),
      batteryMaxMillivolts: Number(read(env, 'BURNIN_BATTERY_MAX_MV') ?? 4_300),
      allowedFirmwareVersions: commaList(read(env, 'BURNIN_FIRMWARE_VERSIONS') ?? ''),
    },
  }
}
