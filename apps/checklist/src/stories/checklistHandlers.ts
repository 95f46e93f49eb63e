import { HttpResponse, http } from 'msw'

/** The settings the page loads first. */
export const settingsHandler = http.get('/appsettings.json', () =>
  HttpResponse.json({
    baseURL: '/api',
    intercomAppId: '',
    turnstileSiteKey: '',
    googleMapsApiKey: '',
    tempProtectedRoutesKey: '',
    burnInURL: '',
  }),
)

export const STORY_SERIAL = 'VG000001'
export const STORY_PASSCODE = 'installer-passcode'

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

export const gpsHandler = http.get('/api/Installations/GetLatestGpsEvent/:serial', () =>
  HttpResponse.json([
    {
      deviceEventId: 90,
      dataDateTime: minutesAgo(1),
      latitudeDegrees: -26.1203913,
      longitudeDegrees: 28.0658696,
      altitudeMeters: 1700,
    },
  ]),
)

export const onlineHandler = http.get('/api/Installations/HasEventInLastHour/:serial', () => HttpResponse.json(true))

const step = (stepNumber: number, description: string, verifiedMinutesAgo: number | null, state = '{}') => ({
  id: 100 + stepNumber,
  stepNumber,
  description,
  verified: verifiedMinutesAgo !== null,
  dateCompleted: verifiedMinutesAgo === null ? null : minutesAgo(verifiedMinutesAgo),
  state,
})

const descriptions = [
  'Lock and unlock the vehicle: the device reports its motor state.',
  'Disconnect the ignition wire: the device reports an ignition error.',
  'Disconnect the immobiliser: the device reports a motor error.',
  'Disconnect the car battery: the device reports a tamper alert.',
  'Fuel-cut test: lock, unlock, start the engine, cut the fuel, then restore it.',
  'Press the SOS button: the device reports an SOS alert.',
]

/** An installation at `currentStep`, every earlier step verified; step 5 carries `step5State` when reached. */
export const installationAt = (
  currentStep: number,
  options: { completed?: boolean; step5State?: string; autoLockEnabled?: boolean } = {},
) => ({
  id: 7,
  vehicleId: 12,
  currentStep,
  dateCompleted: options.completed ? minutesAgo(0) : null,
  message: null,
  autoLockEnabled: options.autoLockEnabled ?? false,
  installationSteps: descriptions
    .slice(0, currentStep)
    .map((description, index) =>
      step(
        index + 1,
        description,
        options.completed || index + 1 < currentStep ? (currentStep - index) * 2 : null,
        index + 1 === 5 ? (options.step5State ?? '{}') : '{}',
      ),
    ),
})

/** The lookup finds installation 7, and GET answers `installation`. */
export const installationHandlers = (installation: ReturnType<typeof installationAt>) => [
  http.post('/api/Installations/ByVehicleRegistration', () => HttpResponse.json({ id: 7, message: null })),
  http.get('/api/Installations/7', () => HttpResponse.json(installation)),
]

export const errorEventsHandler = http.get('/api/Installations/GetLatestErrorInfoEvent/:serial', () =>
  HttpResponse.json([
    {
      deviceEventId: 31,
      dataDateTime: minutesAgo(0.2),
      errorMessage: 'Ignition wire not detected',
      source: 'ignition',
    },
    { deviceEventId: 30, dataDateTime: minutesAgo(3), errorMessage: 'Ignition wire not detected', source: 'ignition' },
  ]),
)

/** A problem-details answer as the API sends it. */
export const problem = (status: number, errors: Record<string, string[]>) =>
  HttpResponse.json(
    { type: 'about:blank', title: 'Unauthorized', status, detail: Object.values(errors)[0]?.[0], errors },
    { status },
  )
