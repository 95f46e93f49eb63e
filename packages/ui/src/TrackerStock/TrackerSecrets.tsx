import { countOf } from '@vigil/domain'
import { useId } from 'react'
import styled from 'styled-components'
import { Alert } from '../Alert/index.ts'
import { Button } from '../Button/index.ts'
import { Card } from '../layout/index.ts'
import { vars } from '../theme/index.ts'

export interface TrackerSecret {
  serialNumber: string
  imei: string
  /** null for a Teltonika tracker, which authenticates by IMEI. */
  secret: string | null
}

export interface TrackerSecretsProps {
  trackers: readonly TrackerSecret[]
  /** Saves the secrets as a CSV for the factory. */
  onDownload?: () => void
}

/** The trackers just registered, with each MQTT tracker's secret: shown this once, for the factory to flash. */
export function TrackerSecrets({ trackers, onDownload }: TrackerSecretsProps) {
  const titleId = useId()
  const shown = trackers.slice(0, 20)
  return (
    <Root as="section" aria-labelledby={titleId}>
      <Title id={titleId}>{countOf(trackers.length, 'tracker registered', 'trackers registered')}</Title>
      <Alert tone="warning">
        The MQTT secrets are shown only now. Download them for the factory before leaving this page.
      </Alert>
      <Table>
        <thead>
          <tr>
            <th scope="col">Serial number</th>
            <th scope="col">IMEI</th>
            <th scope="col">Secret</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((tracker) => (
            <tr key={tracker.serialNumber}>
              <th scope="row">{tracker.serialNumber}</th>
              <td>{tracker.imei}</td>
              <td>{tracker.secret ?? 'None (Teltonika: IMEI)'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {trackers.length > shown.length && <More>and {trackers.length - shown.length} more in the download</More>}
      {onDownload && (
        <Button variant="secondary" onPress={onDownload}>
          Download secrets (CSV)
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

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSizeSm};
  th,
  td {
    padding: ${vars.space1} ${vars.space2};
    text-align: left;
    border-bottom: 1px solid ${vars.colorBorder};
    overflow-wrap: anywhere;
  }
  td:last-child {
    font-family: ${vars.fontFamilyMono};
  }
  thead th {
    font-size: ${vars.fontSizeXs};
    color: ${vars.colorTextMuted};
  }
`

const More = styled.p`
  margin: 0;
  color: ${vars.colorTextMuted};
`
