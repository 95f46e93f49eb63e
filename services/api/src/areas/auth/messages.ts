// Server-side answers that are not field-rule failures (the domain package owns those).
export const authMessages = {
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
