export { EventCardList, type EventCardListProps } from './EventCardList.tsx'
