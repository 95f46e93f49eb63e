import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import type { SelectOption } from '../Select/index.ts'
import { ComboBox, type ComboBoxProps } from './ComboBox.tsx'

const devices: SelectOption[] = [
  { id: '860000000000101', label: '860000000000101' },
  { id: '860000000000102', label: '860000000000102' },
  { id: '860000000000203', label: '860000000000203' },
]

/** Stands in for the app's fetch: filters the fixture list once the text is long enough. */
function SearchingComboBox(props: ComboBoxProps) {
  const [text, setText] = useState(props.defaultInputValue ?? '')
  const results = devices.filter((device) => text.length >= 3 && device.label.includes(text))
  return (
    <ComboBox
      {...props}
      inputValue={text}
      onInputChange={(next) => {
        setText(next)
        props.onInputChange?.(next)
      }}
      items={results}
    />
  )
}

const meta = {
  title: 'Inputs/ComboBox',
  component: ComboBox,
  args: {
    label: 'Device serial number',
    items: [],
    emptyMessage: 'Device not found',
    onSelectionChange: fn(),
    onInputChange: fn(),
  },
  render: (args) => <SearchingComboBox {...args} />,
} satisfies Meta<typeof ComboBox>
export default meta
type Story = StoryObj<typeof meta>

export const NeedsThreeCharacters: Story = { args: { defaultInputValue: '86' } }
export const DeviceNotFound: Story = { args: { defaultInputValue: '999' } }
export const VehicleNotListed: Story = {
  args: { label: 'Vehicle', defaultInputValue: 'Zyx', emptyMessage: "Sorry, we don't have that vehicle listed" },
}
export const Loading: Story = {
  render: (args) => <ComboBox {...args} />,
  args: { defaultInputValue: '8600', isLoading: true },
}
export const WithError: Story = { args: { errorMessage: 'Please select a device to link' } }

export const SearchesFromThreeCharacters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('combobox', { name: 'Device serial number' })
    await expect(canvas.getByText('Enter 3 characters to start the search')).toBeVisible()
    await userEvent.type(input, '86')
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    await userEvent.type(input, '0000000000102')
    const listbox = await screen.findByRole('listbox')
    const options = within(listbox).getAllByRole('option')
    await expect(options).toHaveLength(1)
    await userEvent.click(options[0]!)
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('860000000000102')
    await expect(canvas.queryByText('Enter 3 characters to start the search')).not.toBeInTheDocument()
  },
}

// A full-width field once let the list overflow the page: the scroll to the focused option closed it before Enter.
export const SelectsWithTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('combobox', { name: 'Device serial number' })
    await userEvent.type(input, '8600')
    const listbox = await screen.findByRole('listbox')
    const options = within(listbox).getAllByRole('option')
    await expect(options).toHaveLength(3)
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id)
    await userEvent.keyboard('{Enter}')
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('860000000000102')
    await expect(input).toHaveValue('860000000000102')
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  },
}

export const AnnouncesEmptyResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('combobox'), '999')
    await expect(canvas.getByRole('status')).toHaveTextContent('Device not found')
  },
}
