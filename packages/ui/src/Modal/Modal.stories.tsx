import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button/index.ts'
import { TextField } from '../TextField/index.ts'
import { Modal, type ModalProps } from './Modal.tsx'

const meta = {
  title: 'Feedback/Modal',
  component: Modal,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: 'Account holder details',
    children: (
      <>
        <TextField label="Name" defaultValue="Thandi" isReadOnly />
        <TextField label="Email address" defaultValue="thandi@example.com" isRequired />
      </>
    ),
    footer: <Button>Save</Button>,
  },
  parameters: { loki: { chromeSelector: '[role="dialog"], [role="alertdialog"]' } },
} satisfies Meta<typeof Modal>
export default meta
type Story = StoryObj<typeof meta>

export const AccountHolderDetails: Story = {}

export const RemoveDevice: Story = {
  args: {
    title: 'Remove Device',
    children: <p>Pick a device to remove from its test station.</p>,
    footer: (
      <>
        <Button variant="ghost">Clear</Button>
        <Button variant="danger">OK</Button>
      </>
    ),
  },
}

export const WhileSubmitting: Story = {
  args: {
    isDismissable: false,
    title: 'Driver details',
    footer: (
      <Button isPending pendingLabel="Submitting">
        Save
      </Button>
    ),
  },
}

function ModalWithTrigger(props: Omit<ModalProps, 'isOpen'>) {
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <Button onPress={() => setOpen(true)}>Edit driver</Button>
      <Modal
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open)
          props.onOpenChange(open)
        }}
      />
    </>
  )
}

export const OpensAndClosesWithKeyboard: Story = {
  args: { title: 'Driver details' },
  render: (args) => <ModalWithTrigger {...args} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit driver' })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Driver details' })
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

export const ClosesWithCloseButton: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Account holder details' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}
