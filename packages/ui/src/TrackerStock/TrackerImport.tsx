import type { ImportProblem } from '@vigil/domain'
import { type ChangeEvent, useId } from 'react'
import styled from 'styled-components'
import { Alert } from '../Alert/index.ts'
import { Button } from '../Button/index.ts'
import { Card } from '../layout/index.ts'
import { vars } from '../theme/index.ts'

/** Where an import is: idle, reading the file (0-100 %), registering on the server, done or refused. */
export type TrackerImportState =
  | { step: 'idle' }
  | { step: 'reading'; percent: number; fileName: string }
  | { step: 'registering'; rows: number; fileName: string }
  | { step: 'refused'; fileName: string; detail: string; problems: readonly ImportProblem[] }

export interface TrackerImportProps {
  state: TrackerImportState
  onFile: (file: File) => void
}

const PROBLEMS_SHOWN = 50

/** CSV import of trackers: the file picker, progress while a large file is read and registered, refused rows. */
export function TrackerImport({ state, onFile }: TrackerImportProps) {
  const titleId = useId()
  const inputId = useId()
  const busy = state.step === 'reading' || state.step === 'registering'
  return (
    <Root as="section" aria-labelledby={titleId}>
      <Title id={titleId}>Import from CSV</Title>
      <Help>
        One tracker per row under the header <code>serialNumber,imei,protocol</code>; protocol is <code>mqtt</code> or{' '}
        <code>teltonika</code> (a Teltonika tracker's serial number is its IMEI and may be left empty). The file is
        imported whole or not at all.
      </Help>
      <FileRow>
        <label htmlFor={inputId}>CSV file</label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const file = event.target.files?.[0]
            if (file) onFile(file)
            event.target.value = ''
          }}
        />
      </FileRow>
      {busy && (
        <Progress>
          <progress
            aria-label={state.step === 'reading' ? 'Reading the file' : 'Registering trackers'}
            max={100}
            value={state.step === 'reading' ? state.percent : undefined}
          />
          <span role="status">
            {state.step === 'reading'
              ? `Reading ${state.fileName}: ${state.percent} %`
              : `Registering ${state.rows} trackers from ${state.fileName}…`}
          </span>
        </Progress>
      )}
      {state.step === 'refused' && (
        <Alert tone="error" title={state.detail}>
          <Problems>
            {state.problems.slice(0, PROBLEMS_SHOWN).map((problem) => (
              <li key={`${problem.row}-${problem.message}`}>
                Row {problem.row}: {problem.message}
              </li>
            ))}
          </Problems>
          {state.problems.length > PROBLEMS_SHOWN && <p>and {state.problems.length - PROBLEMS_SHOWN} more problems</p>}
        </Alert>
      )}
      {state.step === 'refused' && (
        <Button variant="secondary" size="sm" onPress={() => document.getElementById(inputId)?.click()}>
          Choose another file
        </Button>
      )}
    </Root>
  )
}

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space3};
`

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.fontSizeLg};
`

const Help = styled.p`
  margin: 0;
  color: ${vars.colorTextMuted};
  code {
    font-family: ${vars.fontFamilyMono};
  }
`

const FileRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space2};
  label {
    font-weight: ${vars.fontWeightMedium};
  }
  input {
    max-width: 100%;
  }
`

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space1};
  width: 100%;
  progress {
    width: 100%;
    height: 10px;
    accent-color: ${vars.colorPrimary};
  }
`

const Problems = styled.ul`
  margin: ${vars.space1} 0 0;
  padding-left: ${vars.space4};
`
