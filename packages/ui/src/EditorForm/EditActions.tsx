import { useState } from 'react'
import { Button } from '../Button/index.ts'
import { ConfirmDialog } from '../ConfirmDialog/index.ts'
import { Inline } from '../layout/index.ts'

export interface EditActionsProps {
  /** What is saved, in the buttons' words: 'geofence', 'rule'. */
  noun: string
  /** The saved thing's name, in the delete confirmation. Without it (a new one) there is nothing to delete. */
  savedName?: string | null
  saving?: boolean
  deleting?: boolean
  onCancel: () => void
  /** Called once the person confirmed the deletion. */
  onDelete?: () => void
  /** What else goes with the deletion, said in the confirmation. */
  deleteConsequence?: string
}

/**
 * An editor's closing buttons: save (the form's submit), cancel, and delete behind a confirmation naming what goes,
 * with the safe choice focused so a quick Enter deletes nothing.
 */
export function EditActions({
  noun,
  savedName,
  saving = false,
  deleting = false,
  onCancel,
  onDelete,
  deleteConsequence,
}: EditActionsProps) {
  const [confirming, setConfirming] = useState(false)
  return (
    <Inline $gap={2}>
      <Button type="submit" isPending={saving} pendingLabel="Saving...">
        Save {noun}
      </Button>
      <Button variant="secondary" onPress={onCancel} isDisabled={saving}>
        Cancel
      </Button>
      {savedName && onDelete ? (
        <>
          <Button variant="danger" onPress={() => setConfirming(true)} isDisabled={saving}>
            Delete {noun}
          </Button>
          <ConfirmDialog
            isOpen={confirming}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false)
              onDelete()
            }}
            title={`Delete ${savedName}?`}
            confirmLabel={`Delete ${noun}`}
            pendingLabel="Deleting..."
            isPending={deleting}
          >
            <p>{deleteConsequence ?? `The ${noun} is deleted.`}</p>
          </ConfirmDialog>
        </>
      ) : null}
    </Inline>
  )
}
