import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { validateEmail } from '@vigil/domain'
import { Form } from 'react-final-form'
import { FormAlert, SubmitButton } from './FormActions.tsx'
import { FormTextField } from './FormFields.tsx'

function EmailForm({ onSubmit }: { onSubmit: (values: { Email?: string }) => object | undefined }) {
  return (
    <Form onSubmit={onSubmit}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <FormTextField name="Email" label="Email" validate={validateEmail} />
          <FormAlert />
          <SubmitButton enabledWhen={(values: { Email?: string }) => Boolean(values.Email)}>Send</SubmitButton>
        </form>
      )}
    </Form>
  )
}

describe('FormTextField', () => {
  it('shows the rule only after the field is left', () => {
    render(<EmailForm onSubmit={() => undefined} />)
    const input = screen.getByLabelText('Email')
    fireEvent.change(input, { target: { value: 'not-an-email' } })
    expect(screen.queryByText('Please provide a valid email address')).toBeNull()
    fireEvent.blur(input)
    expect(screen.getByText('Please provide a valid email address')).toBeTruthy()
  })

  it("shows the server's field error until the value changes, and the form error as an alert", async () => {
    let answer: object = { Email: 'Unknown email' }
    render(<EmailForm onSubmit={() => answer} />)
    const input = screen.getByLabelText('Email')
    const button = screen.getByRole('button', { name: 'Send' })
    expect(button.hasAttribute('disabled')).toBe(true)
    fireEvent.change(input, { target: { value: 'a@b.co' } })
    fireEvent.click(button)
    expect(await screen.findByText('Unknown email')).toBeTruthy()
    fireEvent.change(input, { target: { value: 'a@b.com' } })
    expect(screen.queryByText('Unknown email')).toBeNull()
    answer = { 'FINAL_FORM/form-error': 'Try later' }
    fireEvent.click(button)
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Try later'))
  })
})
