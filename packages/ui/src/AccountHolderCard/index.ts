export { AccountHolderCard, type AccountHolderCardProps, type AccountHolderContact } from './AccountHolderCard.tsx'
export type { PersonContact } from './PersonCard.tsx'
