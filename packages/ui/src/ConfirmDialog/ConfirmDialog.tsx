import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '../Button/index.ts'
import { Modal } from '../Modal/index.ts'
import { vars } from '../theme/index.ts'

const Message = styled.div`
  margin: 0;
  color: ${vars.colorText};
  & > p { margin: 0; }
`

export interface ConfirmDialogProps {
  isOpen: boolean
  /** Closes without acting: the Cancel button, Escape or a click outside. */
  onCancel: () => void
  onConfirm: () => void
  /** The question, naming the thing, e.g. 'Delete Acme Logistics?' */
  title: ReactNode
  /** What will be lost, in a sentence or two. */
  children: ReactNode
  /** The action's own words, e.g. 'Delete Company'. */
  confirmLabel: string
  /** The action's words while it runs, e.g. 'Deleting...'. */
  pendingLabel?: string
  isPending?: boolean
  cancelLabel?: string
}

/**
 * Asks before a destructive action: an alert dialog that names what will go, with Cancel (focused first, so Enter
 * never deletes by accident) and the action in red. It stays open, undismissable, while the action runs.
 */
export function ConfirmDialog({
  isOpen,
  onCancel,
  onConfirm,
  title,
  children,
  confirmLabel,
  pendingLabel,
  isPending = false,
  cancelLabel = 'Cancel',
}: ConfirmDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel()
      }}
      title={title}
      role="alertdialog"
      width={440}
      isDismissable={!isPending}
      footer={
        <>
          {/* The safe choice takes focus in a destructive dialog (WAI-ARIA alertdialog pattern). */}
          <Button variant="secondary" autoFocus onPress={onCancel} isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onPress={onConfirm} isPending={isPending} pendingLabel={pendingLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Message>{children}</Message>
    </Modal>
  )
}
