import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '../Button/index.ts'
import { VehicleHistoryHeader } from './VehicleHistoryHeader.tsx'

const meta = {
  title: 'Vehicles/VehicleHistoryHeader',
  component: VehicleHistoryHeader,
  args: {
    registrationNumber: 'CA 123-456',
    nickname: "Thandi's Toyota",
    holderName: 'Thandi Nkosi',
    onBack: fn(),
    action: <Button variant="secondary">Download history</Button>,
  },
} satisfies Meta<typeof VehicleHistoryHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Named: Story = {}

export const WithoutNickname: Story = { args: { nickname: null } }

export const Loading: Story = { args: { registrationNumber: null, nickname: null, holderName: null } }

export const GoesBack: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vehicle history CA 123-456' })).toBeVisible()
    await expect(canvas.getByText('Account holder: Thandi Nkosi')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}
