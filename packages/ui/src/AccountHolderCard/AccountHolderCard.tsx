import { PersonCard, type PersonContact } from './PersonCard.tsx'

export type AccountHolderContact = PersonContact

export interface AccountHolderCardProps {
  accountHolder: AccountHolderContact
  /** Opens the 'Account holder details' modal. */
  onEdit?: () => void
}

/** View account: the account holder's contact details with mailto and tel links and the edit icon. */
export function AccountHolderCard({ accountHolder, onEdit }: AccountHolderCardProps) {
  return (
    <PersonCard kind="Account holder" person={accountHolder} editLabel="Edit account holder details" onEdit={onEdit} />
  )
}
