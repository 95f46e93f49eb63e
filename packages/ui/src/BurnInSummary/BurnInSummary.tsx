import type { TestTotals } from '@vigil/domain'
import styled from 'styled-components'
import { Card } from '../layout/index.ts'
import { media, vars } from '../theme/index.ts'

export interface BurnInSummaryProps {
  /** From `burnInSummary(units)`. */
  summary: TestTotals
}

const tiles = [
  { key: 'total', label: 'Total tests', tone: 'neutral' },
  { key: 'inProgress', label: 'In progress', tone: 'info' },
  { key: 'passed', label: 'Passed', tone: 'success' },
  { key: 'failed', label: 'Failed', tone: 'danger' },
] as const

type Tone = (typeof tiles)[number]['tone']

const toneColour: Record<Tone, string> = {
  neutral: vars.colorText,
  info: vars.colorPrimary,
  success: vars.colorSuccess,
  danger: vars.colorDanger,
}

/** The burn-in console's headline figures across every device under test. */
export function BurnInSummary({ summary }: BurnInSummaryProps) {
  return (
    <Grid>
      {tiles.map((tile) => (
        <Tile key={tile.key} $accent={tile.tone}>
          <Label>{tile.label}</Label>
          <Figure>{summary[tile.key]}</Figure>
        </Tile>
      ))}
    </Grid>
  )
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${vars.space3};
  margin: 0;
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Tile = styled(Card).attrs({ as: 'div' })<{ $accent: Tone }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space1};
  border-top: 4px solid ${({ $accent }) => toneColour[$accent]};
  color: ${({ $accent }) => toneColour[$accent]};
`

const Label = styled.dt`
  font-size: ${vars.fontSizeSm};
  color: ${vars.colorTextMuted};
`

const Figure = styled.dd`
  margin: 0;
  font-size: ${vars.fontSizeXxl};
  font-weight: ${vars.fontWeightBold};
  line-height: 1.1;
`
