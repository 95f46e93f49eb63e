export { HistoryCard, type HistoryCardEntry, type HistoryCardProps } from './HistoryCard.tsx'
