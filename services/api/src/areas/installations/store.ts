import type { Database } from '@vigil/db'
import { commands, devices, installationBookings, installationSteps, installations, vehicles } from '@vigil/db/schema'
import type { DeviceCommandName } from '@vigil/device-protocols'
import { outstanding } from '@vigil/devices'
import {
  CHECKLIST_STEP_COUNT,
  type ChecklistCommandContext,
  checklistStepDescriptions,
  FUEL_CUT_STEP_NUMBER,
  type InstallationLookupValues,
  installationMessages,
  invalidFields,
  notFoundMessages,
  parseStep5State,
  Refusal,
  validateInstallationLookup,
  vehicleMessages,
} from '@vigil/domain'
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm'

export const LAST_STEP = CHECKLIST_STEP_COUNT

/** The tracker with this serial number, whether or not it is fitted. */
export async function findDeviceBySerial(db: Database, serial: string) {
  const [device] = await db.select().from(devices).where(eq(devices.serialNumber, serial))
  return device
}

/** Whether a command of this name to the device, sent since then, is still on its way (not yet answered). */
export async function hasCommandOnItsWay(
  db: Database,
  deviceId: number,
  name: DeviceCommandName,
  since: Date,
): Promise<boolean> {
  const [pending] = await db
    .select({ id: commands.id })
    .from(commands)
    .where(
      and(
        eq(commands.deviceId, deviceId),
        eq(commands.name, name),
        inArray(commands.status, [...outstanding]),
        gte(commands.createdOn, since),
      ),
    )
    .limit(1)
  return pending !== undefined
}

type InstallationRow = typeof installations.$inferSelect

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** POST /Installations/ByVehicleRegistration: finds (or starts) the installation of a vehicle and device. */
export async function findOrStartInstallation(
  db: Database,
  values: InstallationLookupValues & { installationBookingId: number | null },
  now: Date,
): Promise<{ id: number; message: string | null }> {
  const errors = validateInstallationLookup(values)
  if (Object.keys(errors).length > 0) throw invalidFields(errors)
  const serial = values.deviceSerialNumber!.trim()
  const registration = values.vehicleRegistration!.replace(/[^A-Za-z0-9]/g, '').toUpperCase()
  const device = await findDeviceBySerial(db, serial)
  if (!device) throw invalidFields({ deviceSerialNumber: vehicleMessages.deviceNotFound })
  const [vehicle] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(sql`upper(regexp_replace(${vehicles.registrationNumber}, '[^A-Za-z0-9]', '', 'g')) = ${registration}`)
    .orderBy(sql`${vehicles.id} = ${device.vehicleId ?? 0} desc`, desc(vehicles.id))
    .limit(1)
  if (!vehicle) throw invalidFields({ vehicleRegistration: installationMessages.vehicleNotFound })
  if (device.vehicleId !== null && device.vehicleId !== vehicle.id) {
    throw invalidFields({ deviceSerialNumber: installationMessages.deviceElsewhere })
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
    // A completed installation is history when another tracker is fitted or a booking was made after it (a refit).
    const [booking] = await tx
      .select({ createdOn: installationBookings.createdOn })
      .from(installationBookings)
      .where(and(eq(installationBookings.vehicleId, vehicle.id), eq(installationBookings.active, true)))
      .orderBy(desc(installationBookings.id))
      .limit(1)
    const completedOn = existing?.dateCompleted ?? null
    const refit =
      completedOn !== null &&
      (existing!.deviceId !== device.id || (booking !== undefined && booking.createdOn > completedOn))
    if (existing && !refit) {
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
  if (!row) throw new Refusal('not-found', notFoundMessages.installation)
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

/**
 * The Installation of spec section 3, steps in order. A completed one says so by its date (the checklist shows it
 * once, as a success), not with a warning; auto-lock is as the tracker last reported it.
 */
export async function installationAnswer(db: Database, id: number) {
  const installation = await installationRow(db, id)
  const steps = await db
    .select()
    .from(installationSteps)
    .where(eq(installationSteps.installationId, id))
    .orderBy(asc(installationSteps.stepNumber))
  const [device] =
    installation.deviceId === null
      ? []
      : await db
          .select({ autoLock: devices.autoLockEnabledState })
          .from(devices)
          .where(eq(devices.id, installation.deviceId))
  return {
    id: installation.id,
    vehicleId: installation.vehicleId,
    currentStep: installation.currentStep,
    dateCompleted: iso(installation.dateCompleted),
    message: null,
    installationSteps: steps.map(stepAnswer),
    autoLockEnabled: (device?.autoLock ?? 0) !== 0,
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
  // The client reads an answer without an id as a refusal and shows its message (spec §3): so is a finished one.
  if (installation.dateCompleted) return { id: null, message: installationMessages.completed }
  const confirmed = new Set(
    (
      await db
        .select({ stepNumber: installationSteps.stepNumber })
        .from(installationSteps)
        .where(and(eq(installationSteps.installationId, installationId), eq(installationSteps.verified, true)))
    ).map((step) => step.stepNumber),
  )
  // The step to confirm first is the earliest one before this that is not confirmed, whether or not it was added.
  for (let earlier = 1; earlier < Math.min(stepNumber, LAST_STEP + 1); earlier++) {
    if (!confirmed.has(earlier)) return { id: null, message: installationMessages.previousStepFirst(earlier) }
  }
  if (stepNumber > LAST_STEP) return { id: null, message: installationMessages.completed }
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
/** The installation in progress of this device and where it stands, or null when it has none. */
export async function openInstallationOf(db: Database, deviceId: number): Promise<ChecklistCommandContext | null> {
  const [installation] = await db
    .select()
    .from(installations)
    .where(and(eq(installations.deviceId, deviceId), isNull(installations.dateCompleted)))
    .orderBy(desc(installations.id))
    .limit(1)
  if (!installation) return null
  const step = await stepOf(db, installation.id, FUEL_CUT_STEP_NUMBER)
  return {
    completed: false,
    currentStep: installation.currentStep,
    fuelCutStep: step ? { verified: step.verified, state: parseStep5State(step.state) } : null,
  }
}

export async function restartChecklist(db: Database, installationId: number, serial: string, now: Date) {
  const installation = await installationRow(db, installationId)
  // A completed installation is a record: the public page cannot clear its completion (issue #27).
  if (installation.dateCompleted) throw new Refusal('conflict', installationMessages.completed)
  if ((await installationSerial(db, installation)) !== serial.trim()) {
    throw invalidFields({ deviceSerialNumber: installationMessages.wrongDevice })
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
