export {
  DateTimePicker,
  type DateTimePickerProps,
  type LocalDateTime,
  type PickerGranularity,
} from './DateTimePicker.tsx'
