// Vehicles, their trackers, commands, alarms, subscriptions and the hub.

/** Vehicles, their devices and the commands and alerts sent to them. */
export const vehicleMessages = {
  /** Spec §8: the success of AlertAura and AlertCapitalAir. */
  alertSent: 'Alert sent',
  vehicleNotListed: "Sorry, we don't have that vehicle listed",
  noDevice: 'This vehicle has no device linked.',
  /** A command refused rather than queued to expire: an inactive tracker is never sent one. */
  trackerInactive: "This vehicle's tracker is inactive. Reactivate it before sending it a command.",
  deviceNotFound: 'Device not found',
  deviceTaken: 'This device is already linked to another vehicle.',
  notCurrentDevice: 'This is not the device linked to this vehicle.',
  vehicleHasDevice: 'This vehicle already has a device linked.',
} as const

/** What a vehicle card says about its tracker and how current its readings are (issue #26). */
export const vehicleTrackerMessages = {
  noTracker: 'No tracker linked',
  noTrackerHint: 'Link a tracker to see where this vehicle is, lock it and hear its alerts.',
  /** The action that links one (the change-device dialog, which links when there is none). */
  linkTracker: 'Link a device',
  /** A linked tracker that has not reported for a while, e.g. 'Silent for 3 h'. */
  silentFor: (duration: string) => `Silent for ${duration}`,
  /** A linked tracker that has never reported. */
  neverReported: 'No report from this tracker yet',
  /** The newest position reached the platform this long after the tracker took it, e.g. 'received 54 min late'. */
  receivedLate: (duration: string) => `received ${duration} late`,
} as const

/** Why a command failed or timed out, as its status and the hub's command push show it. */
export const commandMessages = {
  neverConfirmed: 'The device never confirmed the command.',
  neverAnswered: 'The device never answered the command.',
  notSupported: (command: string) => `This tracker model cannot ${command}.`,
} as const

/** The safety interlock's refusals, by the command it refused. */
export const interlockMessages = {
  lock: 'The vehicle is moving. It can only be locked once it has stopped.',
  'cut-fuel': 'The vehicle is moving. The fuel can only be cut once it has stopped.',
} as const

/**
 * The real-time hub's answers and close reasons: the words ASP.NET Core SignalR uses where there is one, so a SignalR
 * client reads what it would from the original hub.
 */
export const hubMessages = {
  connectionIdRequired: 'Connection ID required',
  noConnection: 'No Connection with that ID',
  transportInUse: 'Cannot change transports mid-connection',
  postOnWebSocket: 'POST requests are not allowed on websocket connections.',
  deleteNotLongPolling: 'Cannot terminate this connection using the DELETE endpoint.',
  shuttingDown: 'The hub is shutting down.',
  accessTokenExpired: 'The access token expired.',
  sessionEnded: 'The session has ended.',
  invalidProtocolVersion: (version: string) => `The client requested an invalid protocol version '${version}'`,
  protocolNotAvailable: (protocol: string) => `Requested protocol '${protocol}' is not available.`,
  versionNotSupported: (version: string) => `The server does not support version ${version} of the 'json' protocol.`,
  unknownMethod: (target: string) => `Unknown hub method '${target}'`,
  watchVehiclesArguments: 'WatchVehicles expects an array of vehicle ids or null.',
  /** The status line's reason when a WebSocket upgrade names a connection that is missing or someone else's. */
  upgradeRefused: 'Refused',
} as const

/** Subscriptions and their deposit payments. */
export const subscriptionMessages = {
  alreadySubscribed: 'This vehicle already has a subscription.',
  depositPaid: 'The deposit has already been paid.',
  cancelled: 'This subscription was replaced or cancelled.',
  offline: 'An offline subscription is paid at the fitment centre.',
  noticeNotAuthentic: 'The payment notice is not authentic.',
} as const

/** The alarm desk's refusals and its resolve form. */
export const alarmMessages = {
  resolved: 'This alarm is already resolved.',
  acknowledged: 'This alarm is already acknowledged.',
  dispatched: 'This service was already sent to this alarm.',
  noteRequired: 'Please describe how the alarm was resolved',
} as const

const serialTaken = 'This serial number is already registered'

/** Registering trackers, one by one or from a CSV file. */
export const trackerMessages = {
  serialRequired: 'Please provide the serial number',
  serialFormat: 'A serial number is 3 to 40 letters, digits or dashes',
  imeiFormat: 'An IMEI is 15 digits with a valid check digit',
  protocol: "The protocol is 'mqtt' or 'teltonika'",
  teltonikaSerial: "A Teltonika tracker's serial number is its IMEI",
  duplicateInFile: (row: number) => `Also on row ${row}`,
  serialTaken,
  serialTakenMeanwhile: `${serialTaken}: another import registered it meanwhile.`,
  imeiTaken: 'This IMEI is already registered',
  emptyFile: 'The file holds no trackers',
  header: 'The first row must name the columns serialNumber, imei and protocol',
  importRefused: (rows: number) =>
    `Nothing was imported: ${rows === 1 ? '1 row has' : `${rows} rows have`} problems. Fix them and import the file again.`,
} as const
