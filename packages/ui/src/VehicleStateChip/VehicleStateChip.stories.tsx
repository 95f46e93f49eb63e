import type { Meta, StoryObj } from '@storybook/react-vite'
import { VEHICLE_BADGE_LABELS, type VehicleBadgeKind } from '@vigil/domain'
import { expect, within } from 'storybook/test'
import { VehicleStateChip } from './VehicleStateChip.tsx'

const state = (kind: VehicleBadgeKind) => ({ kind, label: VEHICLE_BADGE_LABELS[kind] })

const meta = {
  title: 'Clients/VehicleStateChip',
  component: VehicleStateChip,
  args: { registrationNumber: 'CA 123-456', state: state('locked') },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof VehicleStateChip>

export default meta
type Story = StoryObj<typeof meta>

export const Locked: Story = {
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('listitem')
    await expect(chip).toHaveTextContent('CA 123-456Locked!')
  },
}

export const Unlocked: Story = { args: { state: state('unlocked') } }

export const Alert: Story = {
  args: { registrationNumber: 'GP 77 ZZ', state: state('alert') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('GP 77 ZZAlert')
  },
}

export const NoEvents: Story = { args: { state: state('default') } }

export const NoDevice: Story = { args: { registrationNumber: 'ND 456-789', state: state('noDevice') } }
