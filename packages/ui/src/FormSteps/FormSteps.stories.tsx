import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { FormSteps } from './FormSteps.tsx'

const meta = {
  title: 'Customer/FormSteps',
  component: FormSteps,
  args: { steps: ['Email', 'Password', 'Details'], current: 0 },
} satisfies Meta<typeof FormSteps>
export default meta
type Story = StoryObj<typeof meta>

export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Step 1 of 3: Email')).toBeVisible()
  },
}
export const SecondStep: Story = { args: { current: 1 } }
export const LastStep: Story = { args: { current: 2 } }
