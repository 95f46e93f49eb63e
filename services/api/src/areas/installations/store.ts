import type { Database } from '@vigil/db'
import { devices, installationSteps, installations, vehicles } from '@vigil/db/schema'
import {
  checklistStepDescriptions,
  type InstallationLookupValues,
  installationMessages,
  notFoundMessages,
  validateInstallationLookup,
  vehicleMessages,
} from '@vigil/domain'
import { notFound, validationProblem } from '@vigil/server-kit'
import { and, asc, desc, eq, sql } from 'drizzle-orm'

export const LAST_STEP = 6

type InstallationRow = typeof installations.$inferSelect

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** POST /Installations/ByVehicleRegistration: finds (or starts) the installation of a vehicle and device. */
export async function findOrStartInstallation(
  db: Database,
  values: InstallationLookupValues & { installationBookingId: number | null },
  now: Date,
): Promise<{ id: number; message: string | null }> {
  const errors = validateInstallationLookup(values)
  if (Object.keys(errors).length > 0) throw validationProblem(errors)
  const serial = values.deviceSerialNumber!.trim()
  const registration = values.vehicleRegistration!.replace(/[^A-Za-z0-9]/g, '').toUpperCase()
  const [device] = await db.select().from(devices).where(eq(devices.serialNumber, serial))
  if (!device) throw validationProblem({ deviceSerialNumber: vehicleMessages.deviceNotFound })
  const [vehicle] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(sql`upper(regexp_replace(${vehicles.registrationNumber}, '[^A-Za-z0-9]', '', 'g')) = ${registration}`)
    .orderBy(sql`${vehicles.id} = ${device.vehicleId ?? 0} desc`, desc(vehicles.id))
    .limit(1)
  if (!vehicle) throw validationProblem({ vehicleRegistration: installationMessages.vehicleNotFound })
  if (device.vehicleId !== null && device.vehicleId !== vehicle.id) {
    throw validationProblem({ deviceSerialNumber: installationMessages.deviceElsewhere })
  }
  return db.transaction(async (tx) => {
    // The fitted device becomes the vehicle's device.
    if (device.vehicleId === null)
      await tx.update(devices).set({ vehicleId: vehicle.id }).where(eq(devices.id, device.id))
    const [existing] = await tx
      .select()
      .from(installations)
      .where(eq(installations.vehicleId, vehicle.id))
      .orderBy(desc(installations.id))
      .limit(1)
    if (existing) {
      if (existing.deviceId !== device.id) {
        await tx.update(installations).set({ deviceId: device.id }).where(eq(installations.id, existing.id))
      }
      return { id: existing.id, message: existing.dateCompleted ? installationMessages.completed : null }
    }
    const [created] = await tx
      .insert(installations)
      .values({
        vehicleId: vehicle.id,
        deviceId: device.id,
        installationBookingId: values.installationBookingId,
        currentStep: 1,
        createdOn: now,
      })
      .returning()
    await tx.insert(installationSteps).values({
      installationId: created!.id,
      stepNumber: 1,
      description: checklistStepDescriptions[1]!,
      createdOn: now,
    })
    return { id: created!.id, message: null }
  })
}

export async function installationRow(db: Database, id: number): Promise<InstallationRow> {
  const [row] = await db.select().from(installations).where(eq(installations.id, id))
  if (!row) throw notFound(notFoundMessages.installation)
  return row
}

export async function installationSerial(db: Database, installation: InstallationRow): Promise<string | null> {
  if (installation.deviceId === null) return null
  const [device] = await db
    .select({ serial: devices.serialNumber })
    .from(devices)
    .where(eq(devices.id, installation.deviceId))
  return device?.serial ?? null
}

export type StepRow = typeof installationSteps.$inferSelect

export const stepAnswer = (step: StepRow) => ({
  id: step.id,
  stepNumber: step.stepNumber,
  description: step.description,
  verified: step.verified,
  dateCompleted: iso(step.dateCompleted),
  state: step.state,
})

/** The Installation of spec section 3, steps in order; message warns about a completed installation. */
export async function installationAnswer(db: Database, id: number) {
  const installation = await installationRow(db, id)
  const steps = await db
    .select()
    .from(installationSteps)
    .where(eq(installationSteps.installationId, id))
    .orderBy(asc(installationSteps.stepNumber))
  return {
    id: installation.id,
    vehicleId: installation.vehicleId,
    currentStep: installation.currentStep,
    dateCompleted: iso(installation.dateCompleted),
    message: installation.dateCompleted ? installationMessages.completed : null,
    installationSteps: steps.map(stepAnswer),
  }
}

export async function stepOf(db: Database, installationId: number, stepNumber: number): Promise<StepRow | undefined> {
  const [step] = await db
    .select()
    .from(installationSteps)
    .where(and(eq(installationSteps.installationId, installationId), eq(installationSteps.stepNumber, stepNumber)))
  return step
}

/** POST /Installations/{id}/AddInstallationStep: the step after a confirmed one; id null with a reason otherwise. */
export async function addStep(
  db: Database,
  installationId: number,
  stepNumber: number,
  now: Date,
): Promise<{ id: number | null; message: string | null }> {
  const installation = await installationRow(db, installationId)
  const previous = await stepOf(db, installationId, stepNumber - 1)
  if (stepNumber < 2 || !previous?.verified) {
    return { id: null, message: installationMessages.previousStepFirst(stepNumber - 1) }
  }
  if (stepNumber > LAST_STEP) {
    // Every step is confirmed: the installation itself is the answer.
    return { id: installation.id, message: installationMessages.completed }
  }
  const existing = await stepOf(db, installationId, stepNumber)
  if (existing) return { id: existing.id, message: null }
  const [created] = await db
    .insert(installationSteps)
    .values({ installationId, stepNumber, description: checklistStepDescriptions[stepNumber]!, createdOn: now })
    .returning()
  await db.update(installations).set({ currentStep: stepNumber }).where(eq(installations.id, installationId))
  return { id: created!.id, message: null }
}

/** POST /Installations/{id}/RestartChecklist/{serial}: every step starts over from step 1. */
export async function restartChecklist(db: Database, installationId: number, serial: string, now: Date) {
  const installation = await installationRow(db, installationId)
  if ((await installationSerial(db, installation)) !== serial.trim()) {
    throw validationProblem({ deviceSerialNumber: installationMessages.wrongDevice })
  }
  await db.transaction(async (tx) => {
    await tx.delete(installationSteps).where(eq(installationSteps.installationId, installationId))
    await tx
      .insert(installationSteps)
      .values({ installationId, stepNumber: 1, description: checklistStepDescriptions[1]!, createdOn: now })
    await tx
      .update(installations)
      .set({ currentStep: 1, dateCompleted: null })
      .where(eq(installations.id, installationId))
  })
}
