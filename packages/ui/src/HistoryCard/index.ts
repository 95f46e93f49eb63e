export { HistoryCard, type HistoryCardProps, type VehicleHistoryEntry } from './HistoryCard.tsx'
