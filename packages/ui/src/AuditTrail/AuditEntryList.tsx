import {
  AUDIT_ACTION_LABELS,
  type AuditEntry,
  auditActor,
  auditDetails,
  auditRecords,
  formatChecklistTime,
  isAuditAlert,
} from '@vigil/domain'
import { memo } from 'react'
import styled from 'styled-components'
import { WarningIcon } from '../icons/index.ts'
import { media, vars } from '../theme/index.ts'

export interface AuditEntryListProps {
  entries: readonly AuditEntry[]
  /** Labels the list for assistive technology ('Audit trail', 'Actions on this vehicle'). */
  label: string
}

/** One entry: when (en-GB, South Africa's time), what, who (and from where), which records, and what it recorded. */
const AuditEntryItem = memo(function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const alert = isAuditAlert(entry.action)
  const records = auditRecords(entry)
  const details = auditDetails(entry)
  return (
    <Item $alert={alert} data-audit-id={entry.id}>
      <When dateTime={entry.on}>{formatChecklistTime(entry.on)}</When>
      <Action>
        {alert ? (
          <Badge>
            <WarningIcon size={14} aria-hidden />
            Alert
          </Badge>
        ) : null}
        {AUDIT_ACTION_LABELS[entry.action]}
      </Action>
      <Who>
        {auditActor(entry)}
        {entry.address ? <Muted> from {entry.address}</Muted> : null}
      </Who>
      {records.length || details.length || entry.note ? (
        <Details>
          {records.length ? <span>{records.join(' · ')}</span> : null}
          {details.map((line) => (
            <span key={line}>{line}</span>
          ))}
          {entry.note ? (
            <span>
              <Muted>Note </Muted>
              {entry.note}
            </span>
          ) : null}
        </Details>
      ) : null}
    </Item>
  )
})

/** Audit entries, newest first as given; a storm the system recorded is marked as an alert. */
export function AuditEntryList({ entries, label }: AuditEntryListProps) {
  return (
    <List aria-label={label}>
      {entries.map((entry) => (
        <AuditEntryItem key={entry.id} entry={entry} />
      ))}
    </List>
  )
}

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMd};
  background: ${vars.colorSurface};
  overflow: hidden;
`

const Item = styled.li<{ $alert: boolean }>`
  display: grid;
  grid-template-columns: 10rem minmax(10rem, 1fr) minmax(10rem, 1fr);
  gap: ${vars.space1} ${vars.space3};
  padding: ${vars.space3} ${vars.space4};
  border-left: 4px solid ${({ $alert }) => ($alert ? vars.colorAlert : 'transparent')};
  background: ${({ $alert }) => ($alert ? vars.colorDangerSurface : 'transparent')};
  & + & {
    border-top: 1px solid ${vars.colorBorder};
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${vars.space1};
    padding: ${vars.space3};
  }
`

const When = styled.time`
  color: ${vars.colorTextMuted};
  font-size: ${vars.fontSizeSm};
  font-variant-numeric: tabular-nums;
`

const Action = styled.span`
  align-self: start;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space2};
  font-weight: ${vars.fontWeightMedium};
`

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space1};
  padding: 0 ${vars.space2};
  border-radius: ${vars.radiusPill};
  border: 1px solid ${vars.colorAlert};
  color: ${vars.colorAlert};
  background: ${vars.colorSurface};
  font-size: ${vars.fontSizeXs};
  font-weight: ${vars.fontWeightBold};
  text-transform: uppercase;
`

const Who = styled.span`
  overflow-wrap: anywhere;
`

const Details = styled.span`
  grid-column: 2 / -1;
  display: grid;
  gap: ${vars.space1};
  font-size: ${vars.fontSizeSm};
  overflow-wrap: anywhere;
  ${media.mobile} {
    grid-column: auto;
  }
`

const Muted = styled.span`
  color: ${vars.colorTextMuted};
`
