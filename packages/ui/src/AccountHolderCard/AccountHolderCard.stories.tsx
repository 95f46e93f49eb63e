import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { AccountHolderCard } from './AccountHolderCard.tsx'

const meta = {
  title: 'Accounts/AccountHolderCard',
  component: AccountHolderCard,
  args: {
    accountHolder: {
      firstName: 'Thandi',
      lastName: 'Nkosi',
      email: 'thandi.nkosi@example.co.za',
      phoneCode: 27,
      phoneNumber: '821234567',
      idNumber: '8001015009087',
      idNumberIsSouthAfrican: true,
    },
    onEdit: fn(),
  },
} satisfies Meta<typeof AccountHolderCard>

export default meta
type Story = StoryObj<typeof meta>

export const SouthAfricanId: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'thandi.nkosi@example.co.za' })).toHaveAttribute(
      'href',
      'mailto:thandi.nkosi@example.co.za',
    )
    await expect(canvas.getByRole('link', { name: '+27 821234567' })).toHaveAttribute('href', 'tel:+27821234567')
    await expect(canvas.getByText('South African ID Number')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Edit account holder details' }))
    await expect(args.onEdit).toHaveBeenCalledOnce()
  },
}

export const Passport: Story = {
  args: {
    accountHolder: {
      firstName: 'Amelia',
      lastName: 'Fernandes',
      email: 'amelia@example.com',
      phoneCode: 27,
      phoneNumber: '0731112222',
      idNumber: 'P12345678',
      idNumberIsSouthAfrican: false,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Passport Number').nextElementSibling).toHaveTextContent('P12345678')
  },
}

export const ReadOnly: Story = {
  args: { onEdit: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } }

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({ SouthAfricanId, Passport, ReadOnly }).map(([name, story]) => (
        <AccountHolderCard key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}
