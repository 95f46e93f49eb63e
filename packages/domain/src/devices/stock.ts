import { trackerMessages } from '../messages.ts'
import { hasValidLuhnCheckDigit } from '../validation/southAfricanId.ts'

/** Our own MQTT trackers, or Teltonika trackers speaking Codec 8 over TCP. */
export const TRACKER_PROTOCOLS = ['mqtt', 'teltonika'] as const
export type TrackerProtocol = (typeof TRACKER_PROTOCOLS)[number]

export const TRACKER_PROTOCOL_LABELS: Readonly<Record<TrackerProtocol, string>> = {
  mqtt: 'Vigil MQTT tracker',
  teltonika: 'Teltonika',
}

export interface NewTracker {
  serialNumber: string
  imei: string
  protocol: TrackerProtocol
}

/** A tracker just registered: an MQTT tracker's secret is answered this once (only its hash is kept). */
export interface RegisteredTracker extends NewTracker {
  id: number
  secret: string | null
}

/** What a CSV import of trackers answers: all of them registered, or none. */
export interface TrackerImportAnswer {
  imported: number
  trackers: RegisteredTracker[]
}

const SERIAL_PATTERN = /^[A-Za-z0-9-]{3,40}$/
const IMEI_PATTERN = /^[0-9]{15}$/

export type TrackerErrors = Partial<Record<keyof NewTracker, string>>

/** A Teltonika tracker identifies by IMEI, so its serial number is the IMEI (typed or left blank). */
export function normaliseTracker(values: Partial<Record<keyof NewTracker, string>>): NewTracker {
  const protocol = (values.protocol ?? '').trim().toLowerCase() as TrackerProtocol
  const imei = (values.imei ?? '').trim()
  const serialNumber = (values.serialNumber ?? '').trim()
  return { protocol, imei, serialNumber: protocol === 'teltonika' && serialNumber === '' ? imei : serialNumber }
}

/** One tracker's problems by field; none when it can be registered. */
export function validateTracker(tracker: NewTracker): TrackerErrors {
  const errors: TrackerErrors = {}
  if (!TRACKER_PROTOCOLS.includes(tracker.protocol)) errors.protocol = trackerMessages.protocol
  if (!IMEI_PATTERN.test(tracker.imei) || !hasValidLuhnCheckDigit(tracker.imei))
    errors.imei = trackerMessages.imeiFormat
  if (tracker.serialNumber === '') errors.serialNumber = trackerMessages.serialRequired
  else if (!SERIAL_PATTERN.test(tracker.serialNumber)) errors.serialNumber = trackerMessages.serialFormat
  else if (tracker.protocol === 'teltonika' && tracker.serialNumber !== tracker.imei)
    errors.serialNumber = trackerMessages.teltonikaSerial
  return errors
}

/** A problem on one row of an import; rows count from 1 with the header as row 1, as a spreadsheet shows them. */
export interface ImportProblem {
  row: number
  message: string
}

export interface ParsedImport {
  trackers: (NewTracker & { row: number })[]
  problems: ImportProblem[]
}

const COLUMNS = ['serialnumber', 'imei', 'protocol'] as const

/**
 * Reads a tracker CSV (header serialNumber,imei,protocol in any order and casing; blank lines skipped) and checks every
 * row, duplicates within the file included. The import is all or nothing, so any problem refuses the whole file.
 */
export function parseTrackerCsv(text: string): ParsedImport {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  const header = (lines[0] ?? '').split(',').map((cell) => cell.trim().toLowerCase())
  const at = COLUMNS.map((column) => header.indexOf(column))
  if (at.some((index) => index < 0)) return { trackers: [], problems: [{ row: 1, message: trackerMessages.header }] }

  const trackers: ParsedImport['trackers'] = []
  const problems: ImportProblem[] = []
  const firstRowOf = { serialNumber: new Map<string, number>(), imei: new Map<string, number>() }
  lines.slice(1).forEach((line, index) => {
    const row = index + 2
    if (line.trim() === '') return
    const cells = line.split(',')
    const [serialNumber, imei, protocol] = at.map((column) => cells[column] ?? '')
    const tracker = normaliseTracker({ serialNumber, imei, protocol })
    const errors = Object.values(validateTracker(tracker))
    for (const key of ['serialNumber', 'imei'] as const) {
      const seen = firstRowOf[key].get(tracker[key].toLowerCase())
      if (seen !== undefined && tracker[key] !== '') errors.push(trackerMessages.duplicateInFile(seen))
      else firstRowOf[key].set(tracker[key].toLowerCase(), row)
    }
    for (const message of errors) problems.push({ row, message })
    trackers.push({ ...tracker, row })
  })
  if (trackers.length === 0 && problems.length === 0) problems.push({ row: 1, message: trackerMessages.emptyFile })
  return { trackers, problems }
}

/** Problems keyed 'row {n}' with their messages: the problem details' `errors` of a refused import. */
export function importProblemErrors(problems: readonly ImportProblem[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const { row, message } of problems) {
    const key = `row ${row}`
    errors[key] = [...(errors[key] ?? []), message]
  }
  return errors
}

/** The row numbers a refused import names, in order, read back from its `errors` keys. */
export function refusedRows(errors: Record<string, readonly string[]>): number[] {
  return Object.keys(errors)
    .map((key) => /^row (\d+)$/.exec(key)?.[1])
    .filter((row): row is string => row !== undefined)
    .map(Number)
    .sort((a, b) => a - b)
}
