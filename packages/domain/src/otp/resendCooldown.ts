/** When 'Resend OTP' may be pressed again, from the seconds the server said to wait after sending a code. */
export function resendAvailableAt(resendAfterSeconds: number, now: Date): Date {
  return new Date(now.getTime() + Math.max(0, resendAfterSeconds) * 1000)
}

/** Whole seconds left before 'Resend OTP' may be pressed again; 0 when it may (or nothing was sent yet). */
export function resendSecondsLeft(availableAt: Date | undefined, now: Date): number {
  if (availableAt === undefined) return 0
  return Math.max(0, Math.ceil((availableAt.getTime() - now.getTime()) / 1000))
}

/** The cool-down as a person reads it: 'm:ss'. */
export function formatResendCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
