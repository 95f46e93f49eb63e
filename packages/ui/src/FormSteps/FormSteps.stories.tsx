import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormSteps } from './FormSteps.tsx'

const meta = {
  title: 'Customer/FormSteps',
  component: FormSteps,
  args: { steps: ['Email', 'Password', 'Details'], current: 0 },
} satisfies Meta<typeof FormSteps>
export default meta
type Story = StoryObj<typeof meta>

export const FirstStep: Story = {}
export const SecondStep: Story = { args: { current: 1 } }
export const LastStep: Story = { args: { current: 2 } }
