import { type IconProps, SvgIcon } from './createIcon.tsx'

export const LockIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </SvgIcon>
)

export const UnlockIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 7.75-1.4" />
  </SvgIcon>
)

export const PinIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
    <circle cx="12" cy="10" r="2.5" />
  </SvgIcon>
)

export const AlertPinIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
    <path d="M12 6.5v4.5" />
    <path d="M12 14h.01" />
  </SvgIcon>
)

export const BatteryIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <rect x="2" y="7" width="17" height="10" rx="2" />
    <path d="M22 11v2" />
    <path d="M5.5 10.5v3" />
  </SvgIcon>
)

export const CarIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M5 17H3v-5l2-5h14l2 5v5h-2" />
    <path d="M3 12h18" />
    <circle cx="7.5" cy="17" r="2" />
    <circle cx="16.5" cy="17" r="2" />
    <path d="M9.5 17h5" />
  </SvgIcon>
)

export const CopyIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </SvgIcon>
)

export const PhoneIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  </SvgIcon>
)

export const MenuIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </SvgIcon>
)

export const MoreIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="19" r="1" />
  </SvgIcon>
)

export const EditIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </SvgIcon>
)

export const BackIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </SvgIcon>
)

export const PlusIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 5v14M5 12h14" />
  </SvgIcon>
)

export const SearchIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3" />
  </SvgIcon>
)

export const CloseIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M18 6L6 18M6 6l12 12" />
  </SvgIcon>
)

export const CheckIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M20 6L9 17l-5-5" />
  </SvgIcon>
)

export const ChevronDownIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M6 9l6 6 6-6" />
  </SvgIcon>
)

export const CalendarIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </SvgIcon>
)

export const WarningIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4M12 17h.01" />
  </SvgIcon>
)

export const InfoIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </SvgIcon>
)

export const DownloadIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />
  </SvgIcon>
)
