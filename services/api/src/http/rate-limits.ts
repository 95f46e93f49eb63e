/** Requests allowed per client address per minute on the calls people abuse: sign-in, one-time codes and resets. */
export type RateLimits = {
  signInPerMinute: number
  otpPerMinute: number
  passwordResetPerMinute: number
  /** Failed sign-ins per account per 15 minutes before that account is refused for a while. */
  failedSignInsPerAccount: number
}

export const defaultRateLimits: RateLimits = {
  signInPerMinute: 20,
  otpPerMinute: 10,
  passwordResetPerMinute: 5,
  failedSignInsPerAccount: 10,
}
