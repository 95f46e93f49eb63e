import { Form, FormAlert, SubmitButton, submitErrorsFrom, usePageTitle } from '@vigil/app-kit'
import {
  DEFAULT_PHONE_CODE,
  type FieldErrors,
  type SignUpFormStep,
  type SignUpValues,
  signUpStepForErrors,
} from '@vigil/domain'
import { Button, CustomerScreen, FormSteps, Stack } from '@vigil/ui'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { verifyAccountState } from '../../data/resendCooldown.ts'
import { sendSignUp } from '../../data/signUp.ts'
import { useBotChallenge } from '../../data/turnstile.ts'
import { DetailsStep } from './DetailsStep.tsx'
import { EmailStep } from './EmailStep.tsx'
import { PasswordStep } from './PasswordStep.tsx'
import { allSignUpFields, signUpStepOrder, signUpSteps } from './signUpSteps.ts'

const initialValues: SignUpValues = {
  PhoneCode: DEFAULT_PHONE_CODE,
  IdNumberIsSouthAfrican: true,
  AcceptedTermsAndConditionsAndPolicy: false,
  AcceptedToAllowInformationToBeUsedToContact: false,
}

/** /sign-up: email with the consents, password, then details; success goes to /verify-account. */
export function SignUpPage() {
  usePageTitle('Sign Up')
  const navigate = useNavigate()
  const [step, setStep] = useState<SignUpFormStep>('email')
  const [moved, setMoved] = useState(false)
  // The form's validate reads the step on screen: fields of the other steps are not checked (or blocking).
  const stepRef = useRef(step)
  stepRef.current = step
  const challenge = useBotChallenge()
  const index = signUpStepOrder.indexOf(step)
  const current = signUpSteps[step]

  const goTo = (next: SignUpFormStep) => {
    setMoved(true)
    setStep(next)
  }

  const signUp = async (values: SignUpValues) => {
    try {
      const { resendAfterSeconds } = await sendSignUp(values, challenge.token)
      // The server says how long until 'Resend OTP' may be pressed; Verify Account counts it down.
      navigate('/verify-account', { state: verifyAccountState(resendAfterSeconds) })
      return undefined
    } catch (error) {
      challenge.reset()
      const errors = submitErrorsFrom(error, { fields: allSignUpFields }) ?? {}
      const back = signUpStepForErrors(errors as FieldErrors)
      if (back && back !== step) goTo(back)
      return errors
    }
  }

  // The first two steps only move on, synchronously, so their button never shows 'Submitting'.
  const onSubmit = (values: SignUpValues) => {
    const next = signUpStepOrder[index + 1]
    if (!next) return signUp(values)
    goTo(next)
    return undefined
  }

  return (
    <CustomerScreen
      title={current.title}
      intro={current.intro}
      above={<FormSteps steps={signUpStepOrder.map((name) => signUpSteps[name].name)} current={index} />}
    >
      <Form<SignUpValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        validate={(values) => signUpSteps[stepRef.current].validate(values)}
      >
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={`Sign up, step ${index + 1} of 3`}>
            <Stack $gap={5}>
              {step === 'email' ? <EmailStep autoFocus={moved} /> : null}
              {step === 'password' ? <PasswordStep autoFocus={moved} /> : null}
              {step === 'details' ? <DetailsStep autoFocus={moved} /> : null}
              <FormAlert />
              <Stack $gap={2}>
                <SubmitButton fullWidth enabledWhen={current.canContinue as (values: never) => boolean}>
                  {current.action}
                </SubmitButton>
                {index > 0 ? (
                  <Button variant="ghost" fullWidth onPress={() => goTo(signUpStepOrder[index - 1]!)}>
                    Back
                  </Button>
                ) : null}
              </Stack>
            </Stack>
            <div ref={challenge.containerRef} />
          </form>
        )}
      </Form>
    </CustomerScreen>
  )
}
