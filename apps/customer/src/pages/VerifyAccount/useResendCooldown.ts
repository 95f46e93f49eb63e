import { formatResendCountdown, resendAvailableAt, resendSecondsLeft } from '@vigil/domain'
import { useEffect, useState } from 'react'

/** The seconds left before 'Resend OTP' may be pressed, ticking once a second while there are any. */
export function useResendCooldown(initialAvailableAt: Date | undefined) {
  const [availableAt, setAvailableAt] = useState(initialAvailableAt)
  const [now, setNow] = useState(() => new Date())
  const secondsLeft = resendSecondsLeft(availableAt, now)

  useEffect(() => {
    if (secondsLeft <= 0) return
    const timer = setTimeout(() => setNow(new Date()), 1000)
    return () => clearTimeout(timer)
  }, [secondsLeft])

  return {
    secondsLeft,
    countdown: formatResendCountdown(secondsLeft),
    /** Starts the wait the server stated for the code it just sent. */
    waitFor: (seconds: number) => {
      const start = new Date()
      setNow(start)
      setAvailableAt(resendAvailableAt(seconds, start))
    },
  }
}
