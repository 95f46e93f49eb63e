// The API for a journey's own setup and checks, and the state a journey owns: its own account holder, vehicle and
// tracker. A journey that changes a vehicle, a tracker or an alarm uses its own, so journeys pass in any order.
import { randomInt } from 'node:crypto'
import { luhnCheckDigit } from '@vigil/domain'
import { inject } from 'vitest'
import type { DemoRole } from './product.ts'

const product = () => inject('product')

/**
 * A client address of its own, from 198.18.0.0/15 (set aside for tests), which the journeys' product believes when it
 * comes in X-Forwarded-For from this machine (TRUSTED_PROXIES in product.ts).
 */
export const ownClientAddress = (): string => `198.${randomInt(18, 20)}.${randomInt(256)}.${randomInt(1, 255)}`

/** This test file's calls come from an address of their own: sign-ins are limited per address (20 a minute). */
const address = ownClientAddress()
/** And sign in once per role, not once per call. */
const sessions = new Map<DemoRole, { accessToken: Promise<string>; signedInAt: number }>()
/** An access token lives 15 minutes; one older than this is replaced before it is used, never after a refusal. */
const TOKEN_REUSE_MS = 10 * 60 * 1000

async function signInByApi(role: DemoRole): Promise<string> {
  const { baseURL, demoUsers, demoPassword } = product()
  const answer = await fetch(`${baseURL}/api/Auth/SignInByEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email: demoUsers[role], password: demoPassword }),
  })
  const session = (await answer.json()) as { accessToken?: string }
  if (!answer.ok || !session.accessToken)
    throw new Error(`the demo ${role} could not sign in (${answer.status}): ${JSON.stringify(session)}`)
  return session.accessToken
}

/** The demo user's access token, signed in once per test file and role. */
export function accessTokenOf(role: DemoRole): Promise<string> {
  const known = sessions.get(role)
  if (known && Date.now() - known.signedInAt < TOKEN_REUSE_MS) return known.accessToken
  const accessToken = signInByApi(role)
  sessions.set(role, { accessToken, signedInAt: Date.now() })
  accessToken.catch(() => sessions.delete(role))
  return accessToken
}

export type ApiOptions = {
  /** The demo user who calls (default the Admin). */
  as?: DemoRole
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: object
}

/** Calls the API as a demo user; any answer but 2xx fails with its status and body. */
export async function api<T = unknown>(
  path: string,
  { as = 'Admin', method = 'GET', body }: ApiOptions = {},
): Promise<T> {
  const answer = await fetch(`${product().baseURL}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await accessTokenOf(as)}`,
      'x-forwarded-for': address,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`)
  const text = await answer.text()
  return (text ? JSON.parse(text) : undefined) as T
}

/** A valid IMEI nobody used in this run (Luhn check digit included). */
export function newImei(): string {
  const body = `35${String(randomInt(0, 1_000_000_000_000)).padStart(12, '0')}`
  return `${body}${luhnCheckDigit(body)}`
}

export interface OwnAccountHolder {
  id: number
  firstName: string
  lastName: string
  email: string
}

const letters = (count: number) => Array.from({ length: count }, () => String.fromCharCode(97 + randomInt(26))).join('')

/**
 * An account holder of the journey's own, in no company (so a Company-Admin does not see them), onboarded by the
 * Admin. Both names are unique in the run, so a search or a sort finds them alone and in one place.
 */
export async function addAccountHolder(): Promise<OwnAccountHolder> {
  const tag = letters(6)
  const firstName = `Zanele ${tag[0]!.toUpperCase()}${tag.slice(1)}`
  const lastName = `Journey${randomInt(1_000_000, 9_999_999)}`
  const email = `holder.${lastName.toLowerCase()}@example.co.za`
  const idBody = `850101${String(randomInt(0, 10_000)).padStart(4, '0')}08`
  const { id } = await api<{ id: number }>('/Users/AccountHolder', {
    method: 'POST',
    body: {
      Email: email,
      FirstName: firstName,
      LastName: lastName,
      IdNumber: `${idBody}${luhnCheckDigit(idBody)}`,
      IdNumberIsSouthAfrican: true,
      PhoneCode: 27,
      PhoneNumber: `07${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
      acceptedTermsAndConditionsAndPolicy: true,
      acceptedToAllowInformationToBeUsedToContact: true,
    },
  })
  return { id, firstName, lastName, email }
}

export interface OwnVehicle {
  id: number
  registrationNumber: string
  holder: OwnAccountHolder
}

/** A vehicle of the journey's own (a Toyota from the vehicle list) for `holder`, without a tracker. */
export async function addVehicle(holder: OwnAccountHolder): Promise<OwnVehicle> {
  const {
    items: [type],
  } = await api<{ items: { id: number; makeVariant: string }[] }>(
    '/VehicleTypes/Search?SearchPhrase=Toyota&ResultCount=1',
  )
  if (!type) throw new Error('the vehicle list has no Toyota')
  const registrationNumber = `JR ${randomInt(100, 999)}-${randomInt(100, 999)}`
  const { id } = await api<{ id: number }>('/Vehicles', {
    method: 'POST',
    body: {
      colour: 'White',
      registrationNumber,
      vinNumber: null,
      engineNumber: null,
      vehicle: type.makeVariant,
      registrationYear: 2021,
      userId: holder.id,
      vehicleTypeId: type.id,
    },
  })
  return { id, registrationNumber, holder }
}

export interface OwnTracker {
  serial: string
  /** The MQTT password, answered once at registration. */
  secret: string
}

/** Registers an MQTT tracker of the journey's own in the device stock (POST /Devices/Register). */
export async function registerOwnTracker(prefix = 'JT'): Promise<OwnTracker> {
  const serial = `${prefix}-${randomInt(1_000_000, 9_999_999)}${randomInt(100, 999)}`
  const { secret } = await api<{ secret: string | null }>('/Devices/Register', {
    method: 'POST',
    body: { serialNumber: serial, imei: newImei(), protocol: 'mqtt' },
  })
  if (!secret) throw new Error(`no secret was answered for the MQTT tracker ${serial}`)
  return { serial, secret }
}

/** Registers a tracker of its own and links it to the vehicle (free of charge, as the Devices page does). */
export async function fitOwnTracker(vehicle: OwnVehicle, prefix?: string): Promise<OwnTracker> {
  const tracker = await registerOwnTracker(prefix)
  await api(`/Vehicles/${vehicle.id}/LinkDeviceFree`, { method: 'POST', body: { deviceSerialNumber: tracker.serial } })
  return tracker
}

export interface OwnTrackedVehicle extends OwnTracker {
  holder: OwnAccountHolder
  vehicle: OwnVehicle
}

/** A new account holder with one new vehicle fitted with a new tracker: state no other journey touches. */
export async function ownTrackedVehicle(prefix?: string): Promise<OwnTrackedVehicle> {
  const holder = await addAccountHolder()
  const vehicle = await addVehicle(holder)
  const tracker = await fitOwnTracker(vehicle, prefix)
  return { ...tracker, holder, vehicle }
}
