import type { Database } from '@vigil/db'
import { burnInTestResults, burnInUnits, deviceEvents, installationSteps, vehicles } from '@vigil/db/schema'
import { sosAlertSql, tamperActiveSql, testReportSql } from '@vigil/devices'
import { FUEL_CUT_STEP_NUMBER, type InstallationCertificate, parseStep5State } from '@vigil/domain'
import { problemResponses } from '@vigil/server-kit'
import { and, asc, desc, eq, gte, lte, or, sql } from 'drizzle-orm'
import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { type AreaPlugin, declares } from '../contract.ts'
import { latestEvents, stepEvidence } from './events.ts'
import { IdParams, latestEventSchemas, PasscodeHeaders } from './schemas.ts'
import { installationRow, installationSerial } from './store.ts'

const nullableString = Type.Union([Type.String(), Type.Null()])
const step5Time = nullableString

export const CertificateSchema = declares<InstallationCertificate>()(
  Type.Object(
    {
      installationId: Type.Integer(),
      dateCompleted: nullableString,
      vehicle: Type.Object({
        id: Type.Integer(),
        registrationNumber: Type.String(),
        make: nullableString,
        model: nullableString,
        colour: nullableString,
        vinNumber: nullableString,
      }),
      deviceSerialNumber: nullableString,
      steps: Type.Array(
        Type.Object({
          stepNumber: Type.Integer(),
          description: Type.String(),
          verified: Type.Boolean(),
          dateCompleted: nullableString,
          events: Type.Array(
            Type.Union([
              latestEventSchemas.lock,
              latestEventSchemas['motor-error'],
              latestEventSchemas.tamper,
              latestEventSchemas.sos,
            ]),
          ),
        }),
      ),
      step5: Type.Union([
        Type.Object({
          engineIsOff: Type.Boolean(),
          startedOnDateTime: step5Time,
          lockConfirmedOnDateTime: step5Time,
          unlockConfirmedOnDateTime: step5Time,
          engineStartedOnDateTime: step5Time,
          fuelCutOnDateTime: step5Time,
          engineStoppedByFuelCutOnDateTime: step5Time,
          engineStartedAfterFuelRestoredOnDateTime: step5Time,
        }),
        Type.Null(),
      ]),
      burnIn: Type.Union([
        Type.Object({
          unitSerialNumber: Type.String(),
          testStation: nullableString,
          results: Type.Array(
            Type.Object({
              testType: Type.String(),
              status: Type.String(),
              startTime: nullableString,
              endTime: nullableString,
              failureReason: nullableString,
            }),
          ),
        }),
        Type.Null(),
      ]),
      testReports: Type.Array(Type.Union([latestEventSchemas.tamper, latestEventSchemas.sos])),
    },
    { $id: 'InstallationCertificate', title: 'InstallationCertificate' },
  ),
)

/** Events that proved a step are kept per certificate line; a handful is proof enough. */
const EVIDENCE_PER_STEP = 5
const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** The tracker's latest burn-in (a unit may be burnt in again after a repair): its station and results. */
async function burnInOf(db: Database, deviceId: number | null, serial: string | null) {
  if (deviceId === null && serial === null) return null
  const [unit] = await db
    .select()
    .from(burnInUnits)
    .where(
      or(
        deviceId === null ? undefined : eq(burnInUnits.deviceId, deviceId),
        serial === null ? undefined : eq(burnInUnits.unitSerialNumber, serial),
      ),
    )
    .orderBy(desc(burnInUnits.addedOn))
    .limit(1)
  if (!unit) return null
  const results = await db
    .select()
    .from(burnInTestResults)
    .where(eq(burnInTestResults.unitId, unit.id))
    .orderBy(asc(burnInTestResults.id))
  return {
    unitSerialNumber: unit.unitSerialNumber,
    testStation: unit.testStation,
    results: results.map((result) => ({
      testType: result.testType,
      status: result.status,
      startTime: iso(result.startTime),
      endTime: iso(result.endTime),
      failureReason: result.failureReason,
    })),
  }
}

/**
 * The tamper and SOS alerts the tracker sent during this installation that the test-mode rule (@vigil/devices) took
 * for tests, so raised no alarm; oldest first.
 */
async function testReportsOf(
  db: Database,
  serial: string | null,
  installation: { createdOn: Date; dateCompleted: Date | null },
) {
  if (serial === null) return []
  const during = and(
    gte(deviceEvents.deviceTime, installation.createdOn),
    installation.dateCompleted ? lte(deviceEvents.deviceTime, installation.dateCompleted) : undefined,
    testReportSql(sql`${deviceEvents.deviceId}`, sql`${deviceEvents.deviceTime}`),
  )
  const [tampers, presses] = await Promise.all([
    latestEvents(db, serial, 'tamper', and(during, tamperActiveSql(sql`${deviceEvents.data}`))),
    latestEvents(db, serial, 'sos', and(during, sosAlertSql(sql`${deviceEvents.data}`))),
  ])
  return [...tampers, ...presses].sort((a, b) => a.dataDateTime.localeCompare(b.dataDateTime))
}

/** GET /Installations/{id}/Certificate: the vehicle, the tracker, each step with the events that proved it, step 5's
 * timings and the same tracker's burn-in, so one record follows a device from the factory to the car. */
export async function installationCertificate(db: Database, id: number) {
  const installation = await installationRow(db, id)
  const serial = await installationSerial(db, installation)
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.id, installation.vehicleId))
  const steps = await db
    .select()
    .from(installationSteps)
    .where(eq(installationSteps.installationId, id))
    .orderBy(asc(installationSteps.stepNumber))
  const certificateSteps = await Promise.all(
    steps.map(async (step) => {
      const evidence = stepEvidence[step.stepNumber]
      // Only what the device sent while the step waited: from when it was added to when it was confirmed.
      const events =
        evidence && serial !== null && step.dateCompleted
          ? await latestEvents(
              db,
              serial,
              evidence.type,
              and(
                evidence.where,
                gte(deviceEvents.receivedTime, step.createdOn),
                lte(deviceEvents.receivedTime, step.dateCompleted),
              ),
            )
          : []
      return {
        stepNumber: step.stepNumber,
        description: step.description,
        verified: step.verified,
        dateCompleted: iso(step.dateCompleted),
        events: events.slice(0, EVIDENCE_PER_STEP),
      }
    }),
  )
  const fuelCutStep = steps.find((step) => step.stepNumber === FUEL_CUT_STEP_NUMBER)
  return {
    installationId: installation.id,
    dateCompleted: iso(installation.dateCompleted),
    vehicle: {
      id: installation.vehicleId,
      registrationNumber: vehicle?.registrationNumber ?? '',
      make: vehicle?.make ?? null,
      model: vehicle?.model || null,
      colour: vehicle?.vehicleColour ?? null,
      vinNumber: vehicle?.vinNumber ?? null,
    },
    deviceSerialNumber: serial,
    steps: certificateSteps,
    step5: fuelCutStep ? parseStep5State(fuelCutStep.state) : null,
    burnIn: await burnInOf(db, installation.deviceId, serial),
    testReports: await testReportsOf(db, serial, installation),
  }
}

/** Registered inside the installations area, so the same X-Passcode check guards it. */
export const certificateRoutes: AreaPlugin<{ config: { access: 'installations.checklist' } }> = async (
  app,
  { config },
) => {
  app.get(
    '/Installations/:id/Certificate',
    {
      config,
      schema: {
        operationId: 'getInstallationCertificate',
        tags: ['Installation checklist'],
        security: [],
        headers: PasscodeHeaders,
        summary: 'The installation certificate: vehicle, tracker, proof of each step, fuel-cut timings and burn-in.',
        params: IdParams,
        response: {
          200: ref(CertificateSchema),
          ...problemResponses,
          404: Type.Ref('ProblemDetails'),
          429: Type.Ref('ProblemDetails'),
        },
      },
    },
    async (request) => installationCertificate(app.db, Number(request.params.id)),
  )
}
