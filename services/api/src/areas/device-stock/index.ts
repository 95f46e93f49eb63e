import {
  type ImportProblem,
  importProblemErrors,
  type NewTracker,
  normaliseTracker,
  parseTrackerCsv,
  trackerImportStruct,
  trackerMessages,
  validateTracker,
} from '@vigil/domain'
import { Problem, problemResponses, statusTitle, validationProblem } from '@vigil/server-kit'
import { ref } from '../../http/named-schemas.ts'
import { type AreaPlugin, bodyCheckedBy } from '../contract.ts'
import { NewTrackerBody, RegisteredTrackerSchema, TrackerImportAnswerSchema, TrackerImportBody } from './schemas.ts'
import { registerTrackers, takenIdentities } from './store.ts'

const tags = ['Device stock']
const register = { access: 'devices.register' } as const

/** Serials or IMEIs registered meanwhile (a concurrent import) surface as the unique index refusing the insert. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown; cause?: { code?: unknown } })?.code === '23505' ||
  (error as { cause?: { code?: unknown } })?.cause?.code === '23505'

async function withoutDuplicates<T>(work: () => Promise<T>, refused: () => Problem): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) throw refused()
    throw error
  }
}

/**
 * The device stock (issue #15; the spec is silent): staff admins register trackers one at a time or by CSV, so burn-in
 * and device linking have real trackers to pick from. Each MQTT tracker's secret is answered once, for the factory.
 */
export const deviceStockArea: AreaPlugin = async (app) => {
  app.post(
    '/Devices/Register',
    {
      config: register,
      schema: {
        operationId: 'registerTracker',
        tags,
        summary: 'Registers one tracker; an MQTT tracker gets its secret in this answer only.',
        body: ref(NewTrackerBody),
        response: { 200: ref(RegisteredTrackerSchema), ...problemResponses },
      },
    },
    async (request) => {
      const tracker = normaliseTracker(request.body)
      const errors = validateTracker(tracker)
      if (Object.keys(errors).length > 0) throw validationProblem(errors)
      const taken = await takenIdentities(app.db, [tracker])
      const duplicate = {
        serialNumber: taken.serialNumbers.has(tracker.serialNumber) ? trackerMessages.serialTaken : undefined,
        imei: taken.imeis.has(tracker.imei) ? trackerMessages.imeiTaken : undefined,
      }
      if (duplicate.serialNumber || duplicate.imei) throw validationProblem(duplicate)
      const [registered] = await withoutDuplicates(
        () => registerTrackers(app.db, [tracker]),
        () => validationProblem({ serialNumber: trackerMessages.serialTaken }),
      )
      return registered!
    },
  )

  app.post(
    '/Devices/Import',
    {
      config: { ...register, payload: bodyCheckedBy(TrackerImportBody, trackerImportStruct) },
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        operationId: 'importTrackers',
        tags,
        summary:
          'Registers every tracker of a CSV (serialNumber,imei,protocol) or none: problems come back per row as "row {n}".',
        body: ref(TrackerImportBody),
        response: { 200: ref(TrackerImportAnswerSchema), ...problemResponses },
      },
    },
    async (request) => {
      const parsed = parseTrackerCsv(request.body.csv)
      const problems: ImportProblem[] = [...parsed.problems]
      const valid: NewTracker[] = parsed.trackers.map(({ row: _row, ...tracker }) => tracker)
      if (problems.length === 0) {
        const taken = await takenIdentities(app.db, valid)
        for (const { row, serialNumber, imei } of parsed.trackers) {
          if (taken.serialNumbers.has(serialNumber)) problems.push({ row, message: trackerMessages.serialTaken })
          if (taken.imeis.has(imei)) problems.push({ row, message: trackerMessages.imeiTaken })
        }
      }
      const refused = (found: readonly ImportProblem[]) => {
        const errors = importProblemErrors(found)
        return new Problem(400, statusTitle(400), trackerMessages.importRefused(Object.keys(errors).length), errors)
      }
      if (problems.length > 0) throw refused(problems.sort((a, b) => a.row - b.row))
      const trackers = await withoutDuplicates(
        () => registerTrackers(app.db, valid),
        () => new Problem(400, statusTitle(400), trackerMessages.serialTakenMeanwhile),
      )
      return { imported: trackers.length, trackers }
    },
  )
}
