export { EditableList, type EditableListProps, ItemDetail, ItemName, ItemText } from './EditableList.tsx'
