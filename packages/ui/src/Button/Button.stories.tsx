import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DownloadIcon, PlusIcon } from '../icons/index.ts'
import { Inline } from '../layout/index.ts'
import { Button, LinkButton } from './Button.tsx'

const meta = {
  title: 'Inputs/Button',
  component: Button,
  args: { children: 'Next', onPress: fn() },
} satisfies Meta<typeof Button>
export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {}
export const Secondary: Story = { args: { variant: 'secondary', children: 'Reschedule' } }
export const Danger: Story = { args: { variant: 'danger', children: 'Delete Company' } }
export const Ghost: Story = { args: { variant: 'ghost', children: 'Clear' } }
export const Small: Story = { args: { size: 'sm', children: 'Rerun' } }
export const WithIcon: Story = { args: { icon: <DownloadIcon />, children: 'Download history' } }
export const FullWidth: Story = { args: { fullWidth: true, children: 'Get Checklist' } }
export const Disabled: Story = { args: { isDisabled: true, children: 'Add agent' } }

export const Submitting: Story = { args: { isPending: true, pendingLabel: 'Submitting', children: 'Add agent' } }
export const Deleting: Story = {
  args: { variant: 'danger', isPending: true, pendingLabel: 'Deleting...', children: 'Delete Company' },
}
export const Removing: Story = {
  args: { variant: 'secondary', isPending: true, pendingLabel: 'Removing...', children: 'Remove from company' },
}
export const Linking: Story = { args: { isPending: true, pendingLabel: 'Linking...', children: 'Link' } }

export const AllVariants: Story = {
  render: () => (
    <Inline $gap={3}>
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="danger">Danger</Button>
      <Button variant="ghost">Ghost</Button>
      <LinkButton href="#add" icon={<PlusIcon />}>
        Add a vehicle
      </LinkButton>
    </Inline>
  ),
}

export const PressWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Next' })
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await expect(button).toHaveAttribute('data-focus-visible')
    await userEvent.keyboard('{Enter}')
    await userEvent.click(button)
    await expect(args.onPress).toHaveBeenCalledTimes(2)
  },
}

export const PendingIgnoresPresses: Story = {
  args: { isPending: true, pendingLabel: 'Submitting', children: 'Next' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submitting' })
    await userEvent.click(button)
    await expect(args.onPress).not.toHaveBeenCalled()
    await expect(within(canvasElement).queryByText('Next')).not.toBeInTheDocument()
  },
}

export const DisabledIgnoresPresses: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Next' })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onPress).not.toHaveBeenCalled()
  },
}
