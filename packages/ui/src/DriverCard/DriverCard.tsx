import { PersonCard, type PersonContact } from '../AccountHolderCard/PersonCard.tsx'

export type DriverContact = PersonContact

export interface DriverCardProps {
  driver: DriverContact
  /** Opens the 'Driver details' modal. */
  onEdit?: () => void
}

/** View account: one of a vehicle's drivers, with mailto and tel links and the edit icon. */
export function DriverCard({ driver, onEdit }: DriverCardProps) {
  return <PersonCard kind="Driver" person={driver} editLabel="Edit driver details" onEdit={onEdit} />
}
