import {
  canContinueSignUpEmail,
  canContinueSignUpPassword,
  canSubmitSignUpDetails,
  type SignUpFormStep,
  type SignUpValues,
  signUpStepFields,
  validateSignUpDetailsStep,
  validateSignUpEmailStep,
  validateSignUpPasswordStep,
} from '@vigil/domain'

/** What each sign-up step shows and checks; the rules are the domain's. */
export const signUpSteps: Record<
  SignUpFormStep,
  {
    name: string
    title: string
    intro: string
    action: string
    validate: (values: SignUpValues) => Record<string, string | undefined>
    canContinue: (values: SignUpValues) => boolean
  }
> = {
  email: {
    name: 'Email',
    title: 'Create your account',
    intro: 'Start with your email address.',
    action: 'Next',
    validate: validateSignUpEmailStep,
    canContinue: (values) => canContinueSignUpEmail(values),
  },
  password: {
    name: 'Password',
    title: 'Choose a password',
    intro: 'You will use it to log in on the mobile app.',
    action: 'Next',
    validate: validateSignUpPasswordStep,
    canContinue: canContinueSignUpPassword,
  },
  details: {
    name: 'Details',
    title: 'Your details',
    intro: 'We will send a one-time code to your cellphone number.',
    action: 'Sign up',
    validate: validateSignUpDetailsStep,
    canContinue: (values) => canSubmitSignUpDetails(values),
  },
}

export const signUpStepOrder = Object.keys(signUpStepFields) as SignUpFormStep[]

/**
 * Every field of the form, so a server error for any of them lands under it whichever step is on screen; the rest
 * (the bot challenge's) is shown above the button.
 */
export const allSignUpFields: readonly string[] = Object.values(signUpStepFields).flat()
