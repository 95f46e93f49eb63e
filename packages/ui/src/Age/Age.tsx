import { ageTone, formatAge, formatDateTime } from '@vigil/domain'
import styled from 'styled-components'
import { vars } from '../theme/index.ts'
import { useClockReading } from './useNow.ts'

export interface AgeProps {
  /** When the value was taken (ISO 8601); null when never. */
  value: string | null | undefined
  /** Pins the current time (stories, tests); the shared one-second clock otherwise. */
  now?: Date
  /** Also show the date and time itself, e.g. '14 Mar 2025, 10:42 · 5 min ago'. */
  withDateTime?: boolean
}

/** How old a time-based value is, so a live vehicle stands apart from one that went silent; stale ones in orange. */
export function Age({ value, now, withDateTime = false }: AgeProps) {
  const stale = useClockReading((current) => ageTone(value, current) === 'stale', now)
  const age = useClockReading((current) => formatAge(value, current), now)
  if (!value) return <span>N/A</span>
  return (
    <Time dateTime={value} $stale={stale} title={formatDateTime(value)}>
      {withDateTime ? `${formatDateTime(value)} · ` : ''}
      {age}
    </Time>
  )
}

const Time = styled.time<{ $stale: boolean }>`
  color: ${({ $stale }) => ($stale ? vars.colorWarning : 'inherit')};
  font-weight: ${({ $stale }) => ($stale ? vars.fontWeightMedium : 'inherit')};
`
