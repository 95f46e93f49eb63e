import type { TestTotals } from '@vigil/domain'
import styled from 'styled-components'
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
        <Tile key={tile.key} $tone={tile.tone}>
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

const Tile = styled.div<{ $tone: Tone }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space1};
  padding: ${vars.space4};
  background: ${vars.colorSurface};
  border: 1px solid ${vars.colorBorder};
  border-top: 4px solid ${({ $tone }) => toneColour[$tone]};
  border-radius: ${vars.radiusMd};
  box-shadow: ${vars.elevation1};
  color: ${({ $tone }) => toneColour[$tone]};
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
