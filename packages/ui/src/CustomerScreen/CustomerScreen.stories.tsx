import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../Button/index.ts'
import { TextField } from '../TextField/index.ts'
import { CustomerScreen } from './CustomerScreen.tsx'

const meta = {
  title: 'Customer/CustomerScreen',
  component: CustomerScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Create your account',
    intro: 'It takes three short steps.',
    children: (
      <>
        <TextField label="Email" type="email" />
        <Button fullWidth>Next</Button>
      </>
    ),
  },
} satisfies Meta<typeof CustomerScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } }

export const WithoutIntro: Story = { args: { intro: undefined, title: 'Welcome to Vigil!' } }

export const WithStepIndicator: Story = {
  args: { above: <p style={{ margin: 0 }}>Step 2 of 3</p>, title: 'Choose a password', intro: undefined },
}
