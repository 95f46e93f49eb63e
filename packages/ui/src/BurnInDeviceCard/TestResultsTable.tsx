import { type BurnInUnit, flattenTestData, formatChecklistTime, type TestResult, type TestStatus } from '@vigil/domain'
import styled from 'styled-components'
import { Button } from '../Button/index.ts'
import { media, vars } from '../theme/index.ts'

interface TestResultsTableProps {
  unit: BurnInUnit
  onRerun?: (testType: string) => void
}

const statusColours: Record<TestStatus, { text: string; background: string }> = {
  Passed: { text: vars.colorSuccess, background: vars.colorSuccessSurface },
  InProgress: { text: vars.colorPrimary, background: vars.colorInfoSurface },
  Failed: { text: vars.colorDanger, background: vars.colorDangerSurface },
}

const columns = ['Test type', 'Status', 'Start time', 'End time', 'Failure reason', 'Test data', 'Actions'] as const

/** Each test result of a unit; below 1030 px every row folds into a labelled block. */
export function TestResultsTable({ unit, onRerun }: TestResultsTableProps) {
  return (
    <Table aria-label={`Test results for ${unit.unitSerialNumber}`}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {unit.results.map((result) => (
          <ResultRow key={result.testType} result={result} onRerun={onRerun} />
        ))}
      </tbody>
    </Table>
  )
}

function ResultRow({ result, onRerun }: { result: TestResult; onRerun?: (testType: string) => void }) {
  const testData = flattenTestData(result.testData)
  return (
    <tr>
      <th scope="row" data-label="Test type">
        {result.testType}
      </th>
      <td data-label="Status">
        <Status $status={result.status}>{result.status}</Status>
      </td>
      <td data-label="Start time">{formatChecklistTime(result.startTime)}</td>
      <td data-label="End time">{formatChecklistTime(result.endTime)}</td>
      <td data-label="Failure reason">{result.failureReason || 'N/A'}</td>
      <td data-label="Test data">
        {testData.length === 0 ? (
          'N/A'
        ) : (
          <TestData>
            {testData.map((entry) => (
              <div key={entry.key}>
                <dt>{entry.key}</dt>
                <dd>{entry.value}</dd>
              </div>
            ))}
          </TestData>
        )}
      </td>
      <td data-label="Actions">
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Rerun ${result.testType}`}
          onPress={() => onRerun?.(result.testType)}
        >
          Rerun
        </Button>
      </td>
    </tr>
  )
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSizeSm};
  th,
  td {
    padding: ${vars.space2};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${vars.colorBorder};
  }
  thead th {
    font-size: ${vars.fontSizeXs};
    color: ${vars.colorTextMuted};
    font-weight: ${vars.fontWeightMedium};
    white-space: nowrap;
  }
  ${media.compactCard} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      padding: ${vars.space2} 0;
      border-bottom: 1px solid ${vars.colorBorder};
    }
    th,
    td {
      display: grid;
      grid-template-columns: 8rem minmax(0, 1fr);
      gap: ${vars.space2};
      padding: ${vars.space1} 0;
      border: 0;
    }
    th[scope='row'] {
      font-size: ${vars.fontSizeMd};
    }
    td > span,
    td > button {
      justify-self: start;
    }
    th::before,
    td::before {
      content: attr(data-label);
      color: ${vars.colorTextMuted};
      font-weight: ${vars.fontWeightRegular};
      font-size: ${vars.fontSizeXs};
    }
  }
`

const Status = styled.span<{ $status: TestStatus }>`
  display: inline-block;
  padding: 0 ${vars.space2};
  border-radius: ${vars.radiusPill};
  font-weight: ${vars.fontWeightBold};
  color: ${({ $status }) => statusColours[$status].text};
  background: ${({ $status }) => statusColours[$status].background};
`

const TestData = styled.dl`
  display: grid;
  gap: 2px;
  margin: 0;
  font-family: ${vars.fontFamilyMono};
  font-size: ${vars.fontSizeXs};
  min-width: 0;
  /* Keys and ids (command ids, dotted paths) are long: they wrap inside the card instead of widening the page. */
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${vars.space1};
    min-width: 0;
  }
  dt {
    color: ${vars.colorTextMuted};
    overflow-wrap: anywhere;
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`
