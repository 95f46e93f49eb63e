export { PushPermission, type PushPermissionProps } from './PushPermission.tsx'
