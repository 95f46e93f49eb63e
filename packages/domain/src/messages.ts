import type { AuditAction, AuditActorKind } from './audit/types.ts'
import { CHECKLIST_WINDOW_MS, PASSWORD_MIN_LENGTH, SEARCH_MIN_CHARACTERS, SEARCH_RESULT_COUNT } from './constants.ts'

// The product's texts: every message a person reads, whether an app shows it or the API answers it (problem
// titles, details and field errors). The spec's texts (§5 validation rules, §8 error catalogue) are copied exactly;
// the API's answers are compared byte for byte by its tests, so a text here changes only with the product.

/** Field messages (spec §5): the forms show them under a field and the API answers them keyed by that field. */
export const validationMessages = {
  required: 'This field is required',
  email: 'Please provide a valid email address',
  phone: 'Please provide a valid phone number',
  idNumber: 'Please provide a valid ID number',
  passport: 'Please provide a valid passport number',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordRules: `Password must be at least ${PASSWORD_MIN_LENGTH} characters and include a lowercase letter, an uppercase letter, a number and a special character`,
  selectDevice: 'Please select a device',
  selectStation: 'Please select a station',
  selectDeviceToLink: 'Please select a device to link',
  selectUser: 'Please select a user',
  selectRole: 'Please select a role',
  futureDate: 'Please choose a date and time in the future',
  dateTime: 'Please provide a valid date and time',
  otpCode: 'Please enter the 6-digit code',
  deviceSerialNumberRequired: 'Error: Device Serial Number is required.',
} as const

export type ValidationMessage = (typeof validationMessages)[keyof typeof validationMessages]

/** The title of a problem answer (RFC 9457) by its status; a refusal with a title of its own names it here too. */
export const problemTitles = {
  400: 'One or more validation errors occurred.',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  serviceUnavailable: 'Service Unavailable',
  other: 'Error',
  /** A 400 that is not about fields: a URL that cannot be read, a hub request on a transport it cannot change to. */
  badRequest: 'Bad Request',
  urlTooLong: 'URI Too Long',
  noDevice: 'No device',
  trackerInactive: 'Tracker inactive',
  vehicleMoving: 'Vehicle is moving',
  appNotBuilt: 'App not built',
} as const

/** What the API answers about a request itself, whichever area it was for. */
export const requestMessages = {
  /** Spec §8: what the apps show when a request failed without an answer of its own. */
  failed: 'Unfortunately the request failed without any good reason.',
  signInRequired: 'You need to sign in.',
  accessTokenInvalid: 'The access token is not valid.',
  accessTokenExpired: 'The access token has expired.',
  /** A correctly signed token whose user was deleted or changed role, or whose session was ended (issue #27). */
  sessionEnded: 'This session has ended. Please sign in again.',
  notAllowed: 'You are not allowed to do this.',
  noAccessRule: 'This call has no access rule.',
  notFound: 'Not found.',
  noRoute: (method: string, path: string) => `No route for ${method} ${path}.`,
  urlInvalid: 'The URL is not valid.',
  invalidJson: 'The body is not valid JSON.',
  tooDeep: (depth: number) => `The JSON body is nested more than ${depth} levels deep.`,
  /** Follows the field's name: a value with a NUL character is refused wherever it is. */
  nul: 'must not contain the NUL character',
  /** Follows the field's name, where the schema refuses a value the domain has no message for. */
  notValid: 'is not valid',
  onlyAdminsAddAdmins: 'Only an admin can add another admin.',
  onlyAdminsEditStaff: 'Only an admin can edit the details of staff.',
  companyMismatch: 'The company does not match the address.',
  localMailboxOnly: 'The development mailbox answers only on the machine running the API, or an Admin.',
  appNotBuilt: (app: string) => `The ${app} app is not built: run \`pnpm build:apps\`.`,
  /** Not in the spec: a trip replay's day (issue #28). */
  replayDayInvalid: "Give a real calendar day as 'YYYY-MM-DD'.",
} as const

/** Not in the spec: the Admin's control that rotates the installation checklist's passcode (issue #27). */
export const checklistPasscodeMessages = {
  title: 'Checklist passcode',
  explanation:
    'Installers type this passcode on the installation checklist. A new one replaces it at once: the old one stops working.',
  rotate: 'Rotate passcode',
  rotating: 'Rotating...',
  newPasscode: 'New passcode',
  shownOnce: 'It is shown only now: give it to the installers.',
  failed: 'The passcode could not be rotated. Please try again.',
} as const

/** The 404 details, one per noun. */
export const notFoundMessages = {
  accountHolder: 'Account holder not found.',
  alarm: 'Alarm not found.',
  command: 'Command not found.',
  company: 'Company not found.',
  companyUser: 'This user is not linked to the company.',
  device: 'Device not found.',
  driver: 'Driver not found.',
  installation: 'Installation not found.',
  installationBooking: 'Installation booking not found.',
  payment: 'Payment not found.',
  subscription: 'Subscription not found.',
  user: 'User not found.',
  vehicle: 'Vehicle not found.',
} as const

/** Signing in and up, sessions, phone confirmation and password links. */
export const authMessages = {
  /** Spec §8: also what the dashboard shows when an account holder signs in. */
  invalidCredentials: 'Invalid email and password',
  tooManySignIns: 'Too many sign-in attempts. Please try again in 15 minutes.',
  currentPasswordWrong: 'Your current password is not correct',
  tooManyPasswordGuesses: 'Too many wrong passwords. Please try again in 15 minutes.',
  invalidRefreshToken: 'The refresh token is not valid. Please sign in again.',
  emailTaken: 'An account with this email address already exists',
  phoneTaken: 'An account with this cellphone number already exists',
  challengeFailed: 'The security check failed. Please try again.',
  codeInvalid: 'The code is not valid',
  codeExpired: 'The code has expired. Please request a new one.',
  codeAttemptsExceeded: 'Too many attempts. Please request a new code.',
  resendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code`,
  linkInvalid: 'This link is invalid or has expired',
} as const

export const ACCOUNT_HOLDER_SIGN_IN_MESSAGE = authMessages.invalidCredentials

/** The emails and text messages the API sends, in the words the person receives them. */
export const notificationMessages = {
  passwordReset: {
    subject: 'Reset your Vigil password',
    body: (firstName: string, link: string) =>
      `Hi ${firstName},\n\nUse this link within an hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this email.`,
  },
  createPassword: {
    subject: 'Create your Vigil password',
    body: (firstName: string, link: string) =>
      `Hi ${firstName},\n\nWelcome to Vigil. Create your password with this link (valid for 7 days):\n${link}\n\nThen log in on the Vigil mobile app.`,
  },
  /** Staff sign in to the dashboard, never the mobile app: their link opens the dashboard's 'Create a password'. */
  staffInvitation: {
    subject: 'Create your Vigil dashboard password',
    body: (firstName: string, link: string) =>
      `Hi ${firstName},\n\nYou have been added to the Vigil dashboard. Create your password with this link (valid for 7 days):\n${link}\n\nThen sign in to the dashboard with your email address and the new password.`,
  },
  deposit: {
    subject: 'Pay your Vigil deposit',
    body: (firstName: string, amount: string, registrationNumber: string, checkoutUrl: string) =>
      `Hi ${firstName},\n\nPay the deposit of ${amount} for ${registrationNumber} here:\n${checkoutUrl}\n\nYour tracker subscription starts once the deposit is paid.`,
  },
  phoneCode: (code: string) => `Your Vigil code is ${code}. It expires in 10 minutes.`,
} as const

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

/**
 * What the product says when an action finished, shown as a notice where the person is looking (issue #28). The
 * spec's own words where it gives them ('Password created successfully!'); where it is silent, a sentence that says
 * what happened and to what.
 */
export const successMessages = {
  agentAdded: (name: string) => `Agent added. ${name} will get an email with a link to create a dashboard password.`,
  passwordResetSent: (email: string) => `If ${email} has an account, a link to reset its password is on its way.`,
  /** The spec's words for a created password, with the dashboard (not the app) to sign in to. */
  passwordCreated: 'Password created successfully! You can now sign in to the dashboard using your new password.',
  passwordChanged: 'Password changed successfully!',
  deviceReactivated: (registration: string) => `The tracker in ${registration} is active again.`,
  deviceLinked: (serialNumber: string, registration: string) => `Device ${serialNumber} linked to ${registration}.`,
  companyAdded: (company: string) => `Company ${company} added. Link its first user below.`,
  companyDeleted: (company: string) => `Company ${company} deleted.`,
  userLinked: (user: string, company: string) => `${user} linked to ${company}.`,
  userRemoved: (user: string, company: string) => `${user} removed from ${company}.`,
  contactDetailsSaved: (whose: 'holder' | 'driver') =>
    whose === 'holder' ? 'Account holder details saved.' : 'Driver details saved.',
} as const

/**
 * An action that did not finish, said where its success would have been. The spec only logs company failures; a
 * dialog that closes on 'Deleting...' without a word would say the company went when it did not.
 */
export const failureMessages = {
  companyNotDeleted: (company: string) => `Company ${company} could not be deleted. Please try again.`,
  userNotRemoved: (user: string, company: string) => `${user} could not be removed from ${company}. Please try again.`,
  deviceNotReactivated: (registration: string) =>
    `The tracker in ${registration} could not be reactivated. Please try again.`,
} as const

/** What the product asks before an action that cannot be undone (issue #28). */
export const confirmMessages = {
  deleteCompany: {
    title: (company: string) => `Delete ${company}?`,
    body: (company: string) =>
      `${company} and its links to its users will be deleted. The users' own accounts stay. This cannot be undone.`,
  },
  removeFromCompany: {
    title: (user: string, company: string) => `Remove ${user} from ${company}?`,
    body: (user: string, company: string) =>
      `${user} will no longer be linked to ${company}. Their account stays, and you can link them again later.`,
  },
  cancel: 'Cancel',
} as const

/** The safety interlock's refusals, by the command it refused. */
export const interlockMessages = {
  lock: 'The vehicle is moving. It can only be locked once it has stopped.',
  'cut-fuel': 'The vehicle is moving. The fuel can only be cut once it has stopped.',
} as const

/** The vehicle type search. */
export const searchMessages = {
  tooShort: `Enter ${SEARCH_MIN_CHARACTERS} characters to start the search`,
  resultCount: `Please provide a whole number from 1 to ${SEARCH_RESULT_COUNT}`,
} as const

/**
 * The list queries' problems, answered under the option they were found in ($filter, $orderby, $pagesize,
 * $pageindex); `at` says which token and where, so a client can point at it.
 */
export const listQueryMessages = {
  at: (problem: string, found: string, position: number, option: string) =>
    `${problem}: ${found} at position ${position} in ${option}`,
  endOfInput: 'end of input',
  expectedExpression: 'Expected an expression',
  expectedOperand: 'Expected a field, a literal or a function',
  expectedClosingParenthesis: "Expected ')'",
  expectedCondition: 'Expected a condition',
  expectedFieldOrFunction: 'Expected a field or a function of a field',
  expectedStringField: 'Expected a string field',
  expectedStringLiteral: 'Expected a string literal',
  expectedField: 'Expected a field',
  expectedCommaOrDirection: "Expected ',' or 'asc' or 'desc'",
  /** By the type of the field a literal is compared with. */
  expectedType: {
    string: 'Expected a string',
    integer: 'Expected a whole number',
    decimal: 'Expected a number',
    boolean: 'Expected true or false',
    datetime: 'Expected a date-time',
  },
  expectedWholeNumber: (minimum: number) => `Expected a whole number of at least ${minimum}`,
  argumentCount: (name: string, arity: number) => `${name} takes ${arity === 1 ? 'one argument' : 'two arguments'}`,
  unexpectedToken: 'Unexpected token',
  unexpectedCharacter: 'Unexpected character',
  nestedTooDeeply: 'Expression nested too deeply',
  unknownFunction: 'Unknown function',
  unknownField: 'Unknown field',
  notFilterable: 'Field cannot be filtered',
  notSortable: 'Field cannot be sorted',
  comparisonWithoutField: 'A comparison needs a field',
  nullComparison: 'Only eq and ne can compare with null',
  booleanComparison: 'Only eq and ne can compare true or false',
  numberOutOfRange: 'Number out of range',
  numberLiteralOutOfRange: 'Number literal out of range',
  nulInString: 'Strings cannot contain a NUL character',
  unterminatedString: 'Unterminated string literal',
  invalidDateTime: 'Invalid date-time literal',
  invalidLiteral: 'Invalid literal',
  pageIndexTooLarge: 'Page index too large',
  pageSizeTooLarge: (maximum: number) => `Page size above the maximum of ${maximum}`,
  tooLong: (characters: number) => `Longer than ${characters} characters`,
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

const WINDOW_MINUTES = CHECKLIST_WINDOW_MS / 60_000

/** The installation checklist as the API answers it: the lookup, the passcode and the steps. */
export const installationMessages = {
  deviceElsewhere: 'This device is linked to another vehicle.',
  vehicleNotFound: 'No vehicle with this registration was found.',
  completed: 'This installation has already been completed.',
  wrongDevice: 'This device is not the one of this installation.',
  noDevice: 'This installation has no device.',
  passcodeWrong: 'The passcode is not correct.',
  passcodeLockedOut: 'Too many wrong passcodes. Please wait 15 minutes and try again.',
  notCurrentStep: 'Only the current step can be updated.',
  noEvidence: 'The device has not reported the event this step waits for yet.',
  step5Incomplete: 'The fuel-cut test is not complete yet.',
  lockFirst: 'The test waits for lock first, then unlock.',
  notWaiting: 'The fuel-cut test is not waiting for lock or unlock.',
  previousStepFirst: (stepNumber: number) => `Step ${stepNumber} must be confirmed first.`,
  /** The public checklist acts only on an installation in progress of the device it names (issue #27). */
  noOpenInstallation: 'This device has no installation in progress.',
  fuelCutNotNow: 'The fuel can be cut only at the cut-fuel stage of the fuel-cut test.',
} as const

/**
 * What each checklist step asks the installer to do, by step number; stored with the step when it starts and
 * answered with it (the checklist, the certificate). Steps 1-4 and 6 are proven by a device event.
 */
export const checklistStepDescriptions: Readonly<Record<number, string>> = {
  1: 'Lock and unlock the vehicle: the device reports its motor state.',
  2: 'Disconnect the ignition wire: the device reports an ignition error.',
  3: 'Disconnect the immobiliser: the device reports a motor error.',
  4: 'Disconnect the car battery: the device reports a tamper alert.',
  5: 'Fuel-cut test: lock, unlock, start the engine, cut the fuel, then restore it.',
  6: 'Press the SOS button: the device reports an SOS alert.',
}

/** The installation checklist's alerts (spec §8). */
export const CHECKLIST_MESSAGES = {
  installationDetailsError: 'There was an error getting the installation details.',
  autoLockFailed: 'Error: Failed to enable auto-lock',
  noEventInLastHour: 'Error: Device has NOT sent any event in the last hour.',
  checkEventsFailed: 'Error checking device events.',
  serialNumberRequired: validationMessages.deviceSerialNumberRequired,
} as const

export const checklistStartWindowExpiredMessage = (completedStepNumber: number): string =>
  `More than ${WINDOW_MINUTES} minutes has passed since Step ${completedStepNumber} completed. You will have to start checklist again.`

export const checklistCompletionWindowExpiredMessage = (startedStepNumber: number): string =>
  `More than ${WINDOW_MINUTES} minutes has passed since Step ${startedStepNumber} start time. You will have to start checklist again.`

export const addNextStepErrorMessage = (message: string): string =>
  `There was an error adding the next installation step: ${message}`

/** The installation certificate's account of the installer's tamper and SOS tests. */
export const certificateMessages = {
  testReportsTitle: 'Test reports',
  testReportsExplained: 'Recorded as installation tests while the checklist ran: they raised no alarm.',
  noTestReports: 'No tamper or SOS alert was reported during the installation.',
} as const

export const installationCompletedText = (installationId: number): string =>
  `Installation #${installationId} completed!`

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

/** Burn-in alerts when a call fails (spec §8). */
export const BURN_IN_FAILURE_MESSAGES = {
  addDevice: 'Failed to add device',
  removeDevice: 'Failed to remove device',
  getResults: 'Failed to get test results',
  getStations: 'Failed to get station list',
  startAllTests: 'Failed to start tests',
  stopAllTests: 'Failed to stop tests',
  startUnitTests: 'Failed to start tests for device',
  stopUnitTests: 'Failed to stop tests for device',
  retryFailedTests: 'Failed to retry tests for device',
  retryTest: 'Failed to retry test for device',
} as const

/** Burn-in alerts when a call worked and its answer carried no message (spec §8). */
export const BURN_IN_SUCCESS_MESSAGES = {
  addDevice: 'Device added successfully',
  removeDevice: 'Device removed successfully',
  startAllTests: 'All tests started',
  stopAllTests: 'All tests stopped',
  startUnitTests: 'All tests started for device',
  stopUnitTests: 'All tests stopped for device',
  retryFailedTests: 'Failed tests retried for device',
} as const satisfies Partial<Record<keyof typeof BURN_IN_FAILURE_MESSAGES, string>>

export const retryingTestMessage = (testType: string, unitSerialNumber: string): string =>
  `Retrying ${testType} on unit ${unitSerialNumber}`

/** What each audit entry records, as the audit screen and its CSV name it (issue #27). */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'vehicle.lock': 'Vehicle locked',
  'vehicle.unlock': 'Vehicle unlocked',
  'vehicle.alertArmedResponse': 'Armed response sent to vehicle',
  'vehicle.alertAirAmbulance': 'Air ambulance sent to vehicle',
  'vehicle.create': 'Vehicle added',
  'vehicle.linkDevice': 'Device linked',
  'vehicle.changeDevice': 'Device changed',
  'vehicle.reactivateDevice': 'Device reactivated',
  'alarm.acknowledge': 'Alarm acknowledged',
  'alarm.dispatchArmedResponse': 'Armed response dispatched to alarm',
  'alarm.dispatchAirAmbulance': 'Air ambulance dispatched to alarm',
  'alarm.resolve': 'Alarm resolved',
  'account.signIn': 'Signed in',
  'account.signInFailed': 'Sign-in failed',
  'account.signUp': 'Signed up',
  'account.phoneConfirmed': 'Phone confirmed',
  'account.passwordResetStarted': 'Password reset requested',
  'account.passwordReset': 'Password reset',
  'account.passwordCreated': 'Password created',
  'account.passwordChanged': 'Password changed',
  'account.passwordLinkSent': 'Create-password link sent',
  'account.contactDetails': 'Contact details changed',
  'account.agentAdded': 'Agent added',
  'account.accountHolderAdded': 'Account holder added',
  'account.driverAdded': 'Driver added',
  'account.driverContactDetails': 'Driver contact details changed',
  'device.register': 'Tracker registered',
  'device.import': 'Trackers imported',
  'company.create': 'Company added',
  'company.delete': 'Company deleted',
  'company.userAdded': 'Company member added',
  'company.userRemoved': 'Company member removed',
  'company.escalation': 'Alarm escalation time changed',
  'company.webhookAdded': 'Webhook added',
  'company.webhookChanged': 'Webhook changed',
  'company.webhookDeleted': 'Webhook deleted',
  'company.webhookReplayed': 'Webhook delivery replayed',
  'theft.geofenceAdded': 'Geofence added',
  'theft.geofenceChanged': 'Geofence changed',
  'theft.geofenceDeleted': 'Geofence deleted',
  'theft.ruleAdded': 'Theft rule added',
  'theft.ruleChanged': 'Theft rule changed',
  'theft.ruleDeleted': 'Theft rule deleted',
  'onboarding.booking': 'Installation booked',
  'onboarding.bookingChanged': 'Installation booking changed',
  'onboarding.subscription': 'Subscription started',
  'onboarding.paymentRetry': 'First payment retried',
  'checklist.open': 'Checklist opened',
  'checklist.stepSaved': 'Checklist step saved',
  'checklist.stepAdded': 'Checklist step added',
  'checklist.restart': 'Checklist restarted',
  'checklist.autoLock': 'Auto-lock enabled',
  'checklist.lock': 'Lock sent (fuel-cut test)',
  'checklist.unlock': 'Unlock sent (fuel-cut test)',
  'checklist.lockConfirmed': 'Lock confirmed (fuel-cut test)',
  'checklist.unlockConfirmed': 'Unlock confirmed (fuel-cut test)',
  'checklist.fuelCut': 'Fuel cut',
  'checklist.fuelRestore': 'Fuel restored',
  'checklist.passcodeWrong': 'Wrong checklist passcode',
  'checklist.passcodeRotated': 'Checklist passcode rotated',
  'burnin.addUnit': 'Burn-in unit added',
  'burnin.removeUnit': 'Burn-in unit removed',
  'burnin.startUnit': 'Burn-in unit test started',
  'burnin.stopUnit': 'Burn-in unit test stopped',
  'burnin.startAll': 'All burn-in tests started',
  'burnin.stopAll': 'All burn-in tests stopped',
  'burnin.retryFailed': 'Failed burn-in tests retried',
  'burnin.retryTest': 'Burn-in test retried',
  'system.signInStorm': 'Storm of wrong passwords',
  'system.passcodeStorm': 'Storm of wrong checklist passcodes',
}

/** Who acted, when the entry names no user (issue #27). */
export const AUDIT_ACTOR_LABELS: Readonly<Record<Exclude<AuditActorKind, 'user'>, string>> = {
  passcode: 'Installer (checklist passcode)',
  anonymous: 'Not signed in',
  system: 'Vigil',
}
