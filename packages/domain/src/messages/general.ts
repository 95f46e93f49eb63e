import { PASSWORD_MIN_LENGTH } from '../constants.ts'

// Field messages, problem titles, requests, 404s and signing in: what every app and the API's answers use.

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
