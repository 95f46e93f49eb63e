import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { CompanyUserCard } from './CompanyUserCard.tsx'

const meta = {
  title: 'Companies/CompanyUserCard',
  component: CompanyUserCard,
  args: {
    user: {
      id: 7,
      firstName: 'Lerato',
      lastName: 'Mokoena',
      email: 'lerato@fleetco.co.za',
      phoneCode: 27,
      phoneNumber: '0715550000',
      idNumber: '8505125009081',
      createdOnDateTime: '2024-11-02T09:30:00Z',
      tamperActive: false,
    },
    removing: false,
    onRemove: fn(),
  },
} satisfies Meta<typeof CompanyUserCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Created on').nextElementSibling).toHaveTextContent('02 Nov 2024')
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from company' }))
    await expect(args.onRemove).toHaveBeenCalledOnce()
  },
}

export const Removing: Story = {
  args: { removing: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Removing\.\.\./ })
    await userEvent.click(button)
    await expect(args.onRemove).not.toHaveBeenCalled()
  },
}

export const WithoutRemove: Story = {
  args: { onRemove: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({ Default, Removing, WithoutRemove }).map(([name, story]) => (
        <CompanyUserCard key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}
