import { fireEvent, render, screen } from '@testing-library/react'
import { Form, FormSpy } from 'react-final-form'
import { FormCheckbox, FormIdNumberField } from './FormChoiceFields.tsx'

type Values = { idNumber?: string; southAfrican?: boolean; consent?: boolean }

/** The form's values as the page would submit them. */
let values: Values = {}

function IdForm({ onSubmit = () => undefined }: { onSubmit?: (values: Values) => object | undefined }) {
  return (
    <Form<Values> onSubmit={onSubmit} initialValues={{ southAfrican: true }}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <FormIdNumberField
            name="idNumber"
            southAfricanName="southAfrican"
            validate={(value, isSouthAfrican) =>
              value === '' ? 'Required' : isSouthAfrican && value.length !== 13 ? 'Thirteen digits' : undefined
            }
          />
          <FormCheckbox name="consent" validate={(checked) => (checked ? undefined : 'Please accept')}>
            I accept
          </FormCheckbox>
          <FormSpy
            subscription={{ values: true }}
            onChange={(state) => {
              values = state.values
            }}
          />
          <button type="submit">Save</button>
        </form>
      )}
    </Form>
  )
}

beforeEach(() => {
  values = {}
})

describe('the ID number field bound to a form', () => {
  it('stores the number, checks it with the switch, and clears it when the switch changes', () => {
    render(<IdForm />)
    const number = screen.getByLabelText('South African ID Number')
    fireEvent.change(number, { target: { value: '12345' } })
    expect(values).toMatchObject({ idNumber: '12345', southAfrican: true })
    fireEvent.blur(number)
    expect(screen.getByText('Thirteen digits')).toBeTruthy()
    fireEvent.click(screen.getByRole('switch', { name: 'Has a South African ID' }))
    // final-form keeps an emptied field as no value.
    expect(values).toEqual({ southAfrican: false })
    const passport = screen.getByLabelText('Passport Number')
    expect((passport as HTMLInputElement).value).toBe('')
    fireEvent.change(passport, { target: { value: 'A123' } })
    fireEvent.blur(passport)
    expect(values).toMatchObject({ idNumber: 'A123', southAfrican: false })
    expect(screen.queryByText('Thirteen digits')).toBeNull()
  })
})

describe('the checkbox bound to a form', () => {
  it('stores whether it is ticked, and shows its rule once a submit was tried', () => {
    const submitted: Values[] = []
    render(<IdForm onSubmit={(submittedValues) => void submitted.push(submittedValues)} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(submitted).toEqual([])
    const checkbox = screen.getByRole('checkbox', { name: 'I accept' })
    fireEvent.click(checkbox)
    expect(values.consent).toBe(true)
    fireEvent.click(checkbox)
    expect(values.consent).toBe(false)
  })
})
