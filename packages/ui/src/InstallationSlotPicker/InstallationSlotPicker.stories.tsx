import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import {
  type InstallationSlot,
  InstallationSlotPicker,
  type InstallationSlotPickerProps,
} from './InstallationSlotPicker.tsx'

const empty: InstallationSlot = { regionId: null, fitmentCenterId: null, dateTime: null, installationConfirmed: false }

const meta = {
  title: 'Onboarding/InstallationSlotPicker',
  component: InstallationSlotPicker,
  args: {
    kind: 'new',
    value: empty,
    onChange: fn(),
    minDateTime: '2025-03-14T10:00',
    regions: [
      { id: 1, name: 'Gauteng', active: true },
      { id: 2, name: 'Western Cape', active: true },
      { id: 3, name: 'Closed region', active: false },
    ],
    fitmentCenters: [
      { id: 10, name: 'Vigil Fitment Sandton', area: 'Sandton', regionName: 'Gauteng', active: true },
      { id: 11, name: 'Vigil Fitment Midrand', area: 'Midrand', regionName: 'Gauteng', active: true },
      { id: 20, name: 'Vigil Fitment Bellville', area: 'Bellville', regionName: 'Western Cape', active: true },
      { id: 21, name: 'Old Centre', area: 'Paarl', regionName: 'Western Cape', active: false },
    ],
  },
  decorators: [(Story) => <div style={{ minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<typeof InstallationSlotPicker>

export default meta
type Story = StoryObj<typeof meta>

// The page owns the slot; this wrapper plays the page.
function Controlled(props: InstallationSlotPickerProps) {
  const [value, setValue] = useState(props.value)
  return (
    <InstallationSlotPicker
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next)
        setValue(next)
      }}
    />
  )
}

export const NewInstallation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: /Fitment centre/ })).toBeDisabled()
    await expect(canvas.queryByRole('checkbox')).toBeNull()
  },
}

export const ChoosesRegionThenCentre: Story = {
  // Its play function changes what is on screen, so a screenshot would race it.
  parameters: { loki: { skip: true } },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /Region/ }))
    const regions = await screen.findByRole('listbox')
    await expect(within(regions).queryByRole('option', { name: 'Closed region' })).toBeNull()
    await userEvent.click(within(regions).getByRole('option', { name: 'Western Cape' }))
    await userEvent.click(canvas.getByRole('button', { name: /Fitment centre/ }))
    const centres = await screen.findByRole('listbox')
    // Only the active centres of the chosen region.
    await expect(
      within(centres)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Vigil Fitment Bellville (Bellville)'])
    await userEvent.click(within(centres).getByRole('option', { name: 'Vigil Fitment Bellville (Bellville)' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...empty, regionId: '2', fitmentCenterId: '20' })
  },
}

export const Chosen: Story = {
  args: { value: { regionId: '1', fitmentCenterId: '11', dateTime: '2025-03-20T09:30', installationConfirmed: false } },
}

export const MissingChoices: Story = {
  args: {
    errors: {
      regionId: 'This field is required',
      fitmentCenterId: 'This field is required',
      installationUtcDateTime: 'This field is required',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('This field is required')).toHaveLength(3)
  },
}

export const ExistingInstallation: Story = {
  args: {
    kind: 'existing',
    value: { regionId: '1', fitmentCenterId: '10', dateTime: '2025-03-01T09:00', installationConfirmed: false },
    errors: { installationConfirmed: 'This field is required' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required')
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'I confirm the device has been fitted to this vehicle' }),
    )
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ installationConfirmed: true }))
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } }

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({ NewInstallation, Chosen, MissingChoices, ExistingInstallation }).map(([name, story]) => (
        <InstallationSlotPicker key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}
