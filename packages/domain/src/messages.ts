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
  deviceNotFound: 'Device not found',
  deviceTaken: 'This device is already linked to another vehicle.',
  notCurrentDevice: 'This is not the device linked to this vehicle.',
  vehicleHasDevice: 'This vehicle already has a device linked.',
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
