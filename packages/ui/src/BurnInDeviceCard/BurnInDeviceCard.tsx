import { type BurnInUnit, formatChecklistTime, stationDisplay, unitActivityText, unitTotals } from '@vigil/domain'
import { useId } from 'react'
import styled from 'styled-components'
import { Card, FactList } from '../layout/index.ts'
import { Menu } from '../Menu/index.ts'
import { media, vars } from '../theme/index.ts'
import { TestResultsTable } from './TestResultsTable.tsx'

export type BurnInDeviceAction = 'run-all' | 'retry-failed' | 'stop-all' | 'view-results'

export interface BurnInDeviceCardProps {
  unit: BurnInUnit
  active: boolean
  /** When the results were last fetched. */
  lastUpdated: string | null
  onAction?: (action: BurnInDeviceAction) => void
  onRerun?: (testType: string) => void
}

const menuItems = [
  { id: 'run-all', label: 'Run all tests' },
  { id: 'retry-failed', label: 'Retry failed tests' },
  { id: 'stop-all', label: 'Stop all tests', tone: 'danger' },
  { id: 'view-results', label: 'View Test Results', separatorBefore: true },
] as const

/** A unit under burn-in test: totals, station, and each test result with Rerun; compact below 1030 px. */
export function BurnInDeviceCard({ unit, active, lastUpdated, onAction, onRerun }: BurnInDeviceCardProps) {
  const titleId = useId()
  const totals = unitTotals(unit)
  const facts: [string, string][] = [
    ['Total', String(totals.total)],
    ['In progress', String(totals.inProgress)],
    ['Passed', totals.passedText],
    ['Failed', totals.failedText],
    ['Station', stationDisplay(unit.testStation)],
    ['Last updated', formatChecklistTime(lastUpdated)],
  ]
  return (
    <Root as="article" aria-labelledby={titleId}>
      <Header>
        <Identity>
          <Serial id={titleId}>{unit.unitSerialNumber}</Serial>
          <Activity $active={active}>{unitActivityText(active)}</Activity>
        </Identity>
        <Menu
          label={`Actions for ${unit.unitSerialNumber}`}
          items={menuItems}
          onAction={(id) => onAction?.(id as BurnInDeviceAction)}
        />
      </Header>
      <Facts>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      {unit.results.length > 0 && <TestResultsTable unit={unit} onRerun={onRerun} />}
    </Root>
  )
}

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
`

const Header = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${vars.space2};
`

const Identity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space2};
`

const Serial = styled.h3`
  margin: 0;
  font-family: ${vars.fontFamilyMono};
  font-size: ${vars.fontSizeLg};
`

const Activity = styled.span<{ $active: boolean }>`
  padding: 0 ${vars.space2};
  border-radius: ${vars.radiusPill};
  font-size: ${vars.fontSizeXs};
  font-weight: ${vars.fontWeightBold};
  color: ${({ $active }) => ($active ? vars.colorSuccess : vars.colorTextMuted)};
  background: ${({ $active }) => ($active ? vars.colorSuccessSurface : vars.colorSurfaceSunken)};
  border: 1px solid currentColor;
`

// Six facts side by side on a desk; wrapped into columns on a compact card.
const Facts = styled(FactList).attrs({ $values: 'medium', $gap: `${vars.space2} ${vars.space5}` } as const)`
  grid-template-columns: repeat(6, auto);
  justify-content: start;
  ${media.compactCard} {
    grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  }
`
