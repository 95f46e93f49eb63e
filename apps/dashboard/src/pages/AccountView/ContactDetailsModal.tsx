import { Form, FormAlert, FormPhoneField, FormTextField, SubmitButton, withSubmitErrors } from '@vigil/app-kit'
import {
  type ContactDetailsValues,
  canSaveContactDetails,
  DEFAULT_PHONE_CODE,
  trimCredential,
  validateContactDetails,
} from '@vigil/domain'
import { Button, Modal, Stack, TextField } from '@vigil/ui'
import { saveContactDetails } from '../../data/accountView.ts'

export interface ContactPerson {
  id: number
  firstName: string
  lastName: string
  email: string
  phoneCode: number
  phoneNumber: string
  idNumber: string
  idNumberIsSouthAfrican: boolean
}

export interface ContactDetailsModalProps {
  kind: 'holder' | 'driver'
  person: ContactPerson
  onClose: () => void
  /** After a save: the page fetches the details again (spec §7's reload) and says they were saved. */
  onSaved: () => Promise<void>
}

/** 'Account holder details' or 'Driver details': name and ID read-only, email and phone required. */
export function ContactDetailsModal({ kind, person, onClose, onSaved }: ContactDetailsModalProps) {
  const title = kind === 'holder' ? 'Account holder details' : 'Driver details'
  const submit = withSubmitErrors(async (values: ContactDetailsValues) => {
    await saveContactDetails(kind, person.id, {
      email: values.email ?? '',
      phoneCode: person.phoneCode || DEFAULT_PHONE_CODE,
      phoneNumber: values.phoneNumber ?? '',
    })
    await onSaved()
  })

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={title}>
      <Form<ContactDetailsValues>
        onSubmit={submit}
        validate={validateContactDetails}
        initialValues={{ email: person.email, phoneNumber: person.phoneNumber }}
      >
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <Stack $gap={3}>
              <TextField label="First name" value={person.firstName} isReadOnly />
              <TextField label="Last name" value={person.lastName} isReadOnly />
              <TextField
                label={person.idNumberIsSouthAfrican ? 'South African ID Number' : 'Passport Number'}
                value={person.idNumber}
                isReadOnly
              />
              <FormTextField name="email" label="Email" type="email" parse={trimCredential} isRequired />
              <FormPhoneField name="phoneNumber" label="Phone number" phoneCode={person.phoneCode} isRequired />
              <FormAlert />
              <Stack $gap={2}>
                <SubmitButton enabledWhen={canSaveContactDetails}>Save</SubmitButton>
                <Button variant="secondary" onPress={onClose}>
                  Cancel
                </Button>
              </Stack>
            </Stack>
          </form>
        )}
      </Form>
    </Modal>
  )
}
