import { parseStationList } from '@vigil/domain'
import { type FormEvent, useState } from 'react'
import styled from 'styled-components'
import { Alert } from '../Alert/index.ts'
import { Button } from '../Button/index.ts'
import { TextField } from '../TextField/index.ts'
import { vars } from '../theme/index.ts'

export interface StationIdsFormProps {
  defaultValue?: string
  /** The typed ids: trimmed, empty items dropped. */
  onSubmit?: (stationIds: string[]) => void
}

/** Add Device when no test stations are known: the station ids typed as a comma-separated list. */
export function StationIdsForm({ defaultValue = '', onSubmit }: StationIdsFormProps) {
  const [text, setText] = useState(defaultValue)
  const stations = parseStationList(text)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (stations.length > 0) onSubmit?.(stations)
  }

  return (
    <Form onSubmit={submit}>
      <Alert tone="info">
        No test stations are known. Please contact the software team for the station ids of this test rig.
      </Alert>
      <TextField
        label="Station ids"
        description="Separate the ids with commas, for example: ST-01, ST-02, ST-03"
        value={text}
        onChange={setText}
      />
      <Buttons>
        <Button type="button" variant="secondary" isDisabled={text === ''} onPress={() => setText('')}>
          Clear
        </Button>
        <Button type="submit" isDisabled={stations.length === 0}>
          OK
        </Button>
      </Buttons>
    </Form>
  )
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
  max-width: 32rem;
`

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space2};
`
