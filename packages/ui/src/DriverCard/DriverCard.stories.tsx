import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { DriverCard } from './DriverCard.tsx'

const meta = {
  title: 'Accounts/DriverCard',
  component: DriverCard,
  args: {
    driver: {
      firstName: 'Sipho',
      lastName: 'Dlamini',
      email: 'sipho@example.co.za',
      phoneCode: 27,
      phoneNumber: '0829876543',
      idNumber: '9202205800083',
      idNumberIsSouthAfrican: true,
    },
    onEdit: fn(),
  },
} satisfies Meta<typeof DriverCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Sipho Dlamini' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '+27 829876543' })).toHaveAttribute('href', 'tel:+27829876543')
    await userEvent.click(canvas.getByRole('button', { name: 'Edit driver details' }))
    await expect(args.onEdit).toHaveBeenCalledOnce()
  },
}

export const PassportHolder: Story = {
  args: {
    driver: {
      firstName: 'João',
      lastName: 'Silva',
      email: 'joao@example.com',
      phoneCode: 27,
      phoneNumber: '612223333',
      idNumber: 'MZ9988776',
      idNumberIsSouthAfrican: false,
    },
  },
}

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({ Default, PassportHolder }).map(([name, story]) => (
        <DriverCard key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}
