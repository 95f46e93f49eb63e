import { usePageTitle } from '@vigil/app-kit'
import { Alert, CustomerScreen, LinkButton, OtpInput, ResendCode, Stack } from '@vigil/ui'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import {
  errorMessages,
  requestNewCode,
  retryAfterSeconds,
  sendPhoneConfirmation,
} from '../../data/phoneConfirmation.ts'
import { clearSessionStorage, storedPhoneNumber } from '../../data/phoneNumberStore.ts'
import { readResendAvailableAt } from '../../data/resendCooldown.ts'
import { useResendCooldown } from './useResendCooldown.ts'

/** /verify-account: the six-digit code texted after sign-up; a confirmed number goes to /success. */
export function VerifyAccountPage() {
  usePageTitle('Verify Account')
  const navigate = useNavigate()
  const location = useLocation()
  const [phone] = useState(storedPhoneNumber)
  const [errors, setErrors] = useState<string[]>([])
  const [resending, setResending] = useState(false)
  const cooldown = useResendCooldown(readResendAvailableAt(location.state))

  if (!phone) {
    return (
      <CustomerScreen title="Confirm your cellphone number">
        <Alert tone="info">We could not find the cellphone number to confirm. Please sign up first.</Alert>
        <LinkButton href="/sign-up" variant="primary" fullWidth>
          Sign up
        </LinkButton>
      </CustomerScreen>
    )
  }

  const confirm = async (code: string) => {
    try {
      await sendPhoneConfirmation(phone, code)
      clearSessionStorage()
      navigate('/success', { replace: true })
      return true
    } catch (error) {
      setErrors(errorMessages(error))
      return false
    }
  }

  const resend = async () => {
    setResending(true)
    try {
      const { resendAfterSeconds } = await requestNewCode(phone)
      setErrors([])
      cooldown.waitFor(resendAfterSeconds)
    } catch (error) {
      setErrors(errorMessages(error))
      // Too soon: the server's Retry-After starts the same count-down a sent code does.
      const wait = retryAfterSeconds(error)
      if (wait) cooldown.waitFor(wait)
    } finally {
      setResending(false)
    }
  }

  return (
    <CustomerScreen
      title="Confirm your cellphone number"
      intro={`Enter the 6-digit code we sent by SMS to +${phone.PhoneCode} ${phone.PhoneNumber.replace(/^0/, '')}.`}
    >
      <Stack $gap={5}>
        <OtpInput label="One-time code" onComplete={confirm} errors={errors} isDisabled={resending} autoFocus />
        <ResendCode
          onResend={resend}
          isPending={resending}
          secondsLeft={cooldown.secondsLeft}
          countdown={cooldown.countdown}
        />
      </Stack>
    </CustomerScreen>
  )
}
