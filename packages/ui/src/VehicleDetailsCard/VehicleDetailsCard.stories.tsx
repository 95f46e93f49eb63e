import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { VehicleDetailsCard } from './VehicleDetailsCard.tsx'

const meta = {
  title: 'Accounts/VehicleDetailsCard',
  component: VehicleDetailsCard,
  args: {
    vehicle: {
      registrationNumber: 'CA 123-456',
      make: 'Toyota',
      model: 'Hilux 2.8 GD-6',
      registrationYear: 2021,
      vehicleColour: 'White',
      vinNumber: 'AHTFR22G106012345',
      engineNumber: '1GD-4567890',
    },
    historyHref: '/agent/clients/12/vehicle/34/history',
    addVehicleHref: '/agent/onboarding/client/12/add-driver',
  },
} satisfies Meta<typeof VehicleDetailsCard>

export default meta
type Story = StoryObj<typeof meta>

export const AllDetails: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'CA 123-456' })
    await expect(within(card).getByText('VIN').nextElementSibling).toHaveTextContent('AHTFR22G106012345')
    await expect(within(card).getByRole('link', { name: 'Vehicle history' })).toHaveAttribute(
      'href',
      '/agent/clients/12/vehicle/34/history',
    )
  },
}

export const WithoutVinAndEngineNumber: Story = {
  args: {
    vehicle: {
      registrationNumber: 'GP 77 ZZ',
      make: 'Volkswagen',
      model: 'Polo Vivo',
      registrationYear: 'Older than 1999',
      vehicleColour: 'Silver',
      vinNumber: null,
      engineNumber: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('VIN')).toBeNull()
    await expect(within(canvasElement).queryByText('Engine number')).toBeNull()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } }

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({ AllDetails, WithoutVinAndEngineNumber }).map(([name, story]) => (
        <VehicleDetailsCard key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}
