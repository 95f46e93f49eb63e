export {
  type DeviceEventCard,
  type DeviceEventDetail,
  EventCardList,
  type EventCardListProps,
} from './EventCardList.tsx'
