import { signUp } from '@vigil/api-client'
import { DEFAULT_PHONE_CODE, type SignUpValues, trimCredential } from '@vigil/domain'
import { rememberPhoneNumber } from './phoneNumberStore.ts'

type SignUpBody = Parameters<typeof signUp>[0]

/** POST /Auth/SignUp with the three steps' values (the confirmation stays in the browser); keeps the phone number. */
export async function sendSignUp(values: SignUpValues, turnstileToken: string | undefined) {
  const body: SignUpBody = {
    Email: trimCredential(values.Email),
    Password: trimCredential(values.Password),
    FirstName: values.FirstName ?? '',
    LastName: values.LastName ?? '',
    IdNumber: values.IdNumber ?? '',
    IdNumberIsSouthAfrican: values.IdNumberIsSouthAfrican !== false,
    PhoneCode: values.PhoneCode ?? DEFAULT_PHONE_CODE,
    PhoneNumber: values.PhoneNumber ?? '',
    AcceptedTermsAndConditionsAndPolicy: values.AcceptedTermsAndConditionsAndPolicy === true,
    AcceptedToAllowInformationToBeUsedToContact: values.AcceptedToAllowInformationToBeUsedToContact === true,
    ...(turnstileToken ? { turnstileToken } : {}),
  }
  const answer = await signUp(body)
  rememberPhoneNumber({ PhoneCode: body.PhoneCode, PhoneNumber: body.PhoneNumber })
  return answer
}
