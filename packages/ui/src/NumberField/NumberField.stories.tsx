import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { NumberField } from './NumberField.tsx'

const meta = {
  title: 'Inputs/NumberField',
  component: NumberField,
  args: { label: 'Radius (metres)', value: 500, onChange: fn() },
} satisfies Meta<typeof NumberField>
export default meta
type Story = StoryObj<typeof meta>

export const WithAValue: Story = {}

export const Blank: Story = { args: { value: Number.NaN } }

export const Invalid: Story = {
  args: { value: 0, errorMessage: 'Please choose a radius between 10 m and 100 km' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Radius (metres)' })
    await expect(field).toBeInvalid()
  },
}

function Typing() {
  const [value, setValue] = useState(Number.NaN)
  return (
    <>
      <NumberField label="Centre latitude" value={value} onChange={setValue} />
      <output>{String(value)}</output>
    </>
  )
}

/** Half-typed text stays as typed; the value is the number so far, NaN while it is none. */
export const KeepsWhatIsTyped: Story = {
  render: () => <Typing />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole('textbox', { name: 'Centre latitude' })
    await userEvent.type(field, '-')
    await expect(canvas.getByText('NaN')).toBeInTheDocument()
    await userEvent.type(field, '26.')
    await expect(field).toHaveValue('-26.')
    await expect(canvas.getByText('-26')).toBeInTheDocument()
  },
}
