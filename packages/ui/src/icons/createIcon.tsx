import type { ReactNode } from 'react'

export interface IconProps {
  /** Pixel size of the square icon. */
  size?: number
  /** Gives the icon an accessible name; without it the icon is decorative (`aria-hidden`). */
  title?: string
  color?: string
}

/** An inline 24x24 stroke icon that inherits `currentColor`. */
export function SvgIcon({ size = 20, title, color = 'currentColor', children }: IconProps & { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named through aria-label when titled, otherwise aria-hidden
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      style={{ flex: 'none', display: 'inline-block', verticalAlign: 'middle' }}
    >
      {children}
    </svg>
  )
}

export type Icon = (props: IconProps) => ReactNode
