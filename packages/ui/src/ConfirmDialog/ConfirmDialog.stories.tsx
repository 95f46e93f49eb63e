import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button/index.ts'
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx'

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    onCancel: fn(),
    onConfirm: fn(),
    title: 'Delete Acme Logistics?',
    children: <p>The company and its links to 3 users are deleted. The users themselves stay.</p>,
    confirmLabel: 'Delete Company',
    pendingLabel: 'Deleting...',
  },
  parameters: { loki: { chromeSelector: '[role="alertdialog"]' } },
} satisfies Meta<typeof ConfirmDialog>
export default meta
type Story = StoryObj<typeof meta>

export const DeleteCompany: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Acme Logistics?' })
    // The safe choice has focus: Enter straight after opening does not delete.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus())
  },
}

export const RemoveFromCompany: Story = {
  args: {
    title: 'Remove Thandi Nkosi from Acme Logistics?',
    children: <p>Thandi Nkosi no longer sees this company. Their account is kept.</p>,
    confirmLabel: 'Remove from company',
    pendingLabel: 'Removing...',
  },
}

export const WhileDeleting: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog')
    await expect(within(dialog).getByRole('button', { name: /Deleting/ })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}

function WithTrigger(props: Omit<ConfirmDialogProps, 'isOpen'>) {
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        Delete Company
      </Button>
      <ConfirmDialog
        {...props}
        isOpen={isOpen}
        onCancel={() => {
          setOpen(false)
          props.onCancel()
        }}
        onConfirm={() => {
          setOpen(false)
          props.onConfirm()
        }}
      />
    </>
  )
}

export const CancelKeeps: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete Company' })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Acme Logistics?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(args.onCancel).toHaveBeenCalled()
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

export const ConfirmActs: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Company' }))
    const dialog = await screen.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Company' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}
