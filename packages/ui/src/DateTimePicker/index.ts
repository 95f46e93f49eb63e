export { DateTimePicker, type DateTimePickerProps, type LocalDateTime } from './DateTimePicker.tsx'
