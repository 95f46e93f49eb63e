import {
  type InstallationCertificate as Certificate,
  certificateMessages,
  checklistEventSummary,
  formatChecklistTime,
  formatMinutesSeconds,
  step5Timeline,
} from '@vigil/domain'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { FactList } from '../layout/index.ts'
import { vars } from '../theme/index.ts'

export interface InstallationCertificateProps {
  certificate: Certificate
  /** Buttons beside the title (print, back); hidden on paper. */
  actions?: ReactNode
}

/** The printable record of one installation: vehicle, tracker, proof per step, fuel-cut timings and burn-in. */
export function InstallationCertificate({ certificate, actions }: InstallationCertificateProps) {
  const { vehicle, steps, step5, burnIn, testReports } = certificate
  const timeline = step5 ? step5Timeline(step5) : []
  const vehicleName = [vehicle.make, vehicle.model].filter(Boolean).join(' ')
  return (
    <Root aria-labelledby="installation-certificate-title">
      <Head>
        <div>
          <Title id="installation-certificate-title">Installation certificate #{certificate.installationId}</Title>
          <Muted>Completed {formatChecklistTime(certificate.dateCompleted)}</Muted>
        </div>
        {actions ? <Actions>{actions}</Actions> : null}
      </Head>

      <Facts>
        <div>
          <dt>Vehicle</dt>
          <dd>
            {vehicle.registrationNumber}
            {vehicleName ? ` · ${vehicleName}` : ''}
            {vehicle.colour ? ` · ${vehicle.colour}` : ''}
          </dd>
        </div>
        <div>
          <dt>VIN</dt>
          <dd>{vehicle.vinNumber ?? 'N/A'}</dd>
        </div>
        <div>
          <dt>Tracker serial</dt>
          <dd>{certificate.deviceSerialNumber ?? 'N/A'}</dd>
        </div>
      </Facts>

      <Section aria-labelledby="certificate-steps">
        <SectionTitle id="certificate-steps">Checklist steps</SectionTitle>
        <List>
          {steps.map((step) => (
            <Item key={step.stepNumber}>
              <ItemHead>
                <strong>
                  {step.stepNumber}. {step.description}
                </strong>
                <Muted>{step.verified ? `Verified ${formatChecklistTime(step.dateCompleted)}` : 'Not verified'}</Muted>
              </ItemHead>
              {step.events.length > 0 ? (
                <Evidence aria-label={`Events that proved step ${step.stepNumber}`}>
                  {step.events.map((event) => (
                    <li key={event.deviceEventId}>
                      <time dateTime={event.dataDateTime}>{formatChecklistTime(event.dataDateTime)}</time>{' '}
                      {checklistEventSummary(event)}
                    </li>
                  ))}
                </Evidence>
              ) : null}
            </Item>
          ))}
        </List>
      </Section>

      <Section aria-labelledby="certificate-test-reports">
        <SectionTitle id="certificate-test-reports">{certificateMessages.testReportsTitle}</SectionTitle>
        {testReports.length === 0 ? (
          <Muted>{certificateMessages.noTestReports}</Muted>
        ) : (
          <>
            <Muted>{certificateMessages.testReportsExplained}</Muted>
            <Evidence aria-label={certificateMessages.testReportsTitle}>
              {testReports.map((report) => (
                <li key={report.deviceEventId}>
                  <time dateTime={report.dataDateTime}>{formatChecklistTime(report.dataDateTime)}</time>{' '}
                  {checklistEventSummary(report)}
                </li>
              ))}
            </Evidence>
          </>
        )}
      </Section>

      <Section aria-labelledby="certificate-step5">
        <SectionTitle id="certificate-step5">Fuel-cut test timings</SectionTitle>
        {timeline.length === 0 ? (
          <Muted>The fuel-cut test has not started.</Muted>
        ) : (
          <Timings>
            {timeline.map((entry) => (
              <div key={entry.label}>
                <dt>{entry.label}</dt>
                <dd>
                  {formatChecklistTime(entry.at)} <Muted as="span">(+{formatMinutesSeconds(entry.sinceStartMs)})</Muted>
                </dd>
              </div>
            ))}
          </Timings>
        )}
      </Section>

      <Section aria-labelledby="certificate-burnin">
        <SectionTitle id="certificate-burnin">Burn-in results</SectionTitle>
        {burnIn === null ? (
          <Muted>No burn-in record for this tracker.</Muted>
        ) : (
          <>
            <Muted>
              Unit {burnIn.unitSerialNumber}, station {burnIn.testStation ?? 'N/A'}
            </Muted>
            <List>
              {burnIn.results.map((result) => (
                <Item key={`${result.testType}-${result.startTime}`}>
                  <ItemHead>
                    <strong>{result.testType}</strong>
                    <Status $status={result.status}>{result.status}</Status>
                  </ItemHead>
                  <Muted>
                    {formatChecklistTime(result.startTime)} to {formatChecklistTime(result.endTime)}
                    {result.failureReason ? ` · ${result.failureReason}` : ''}
                  </Muted>
                </Item>
              ))}
            </List>
          </>
        )}
      </Section>
    </Root>
  )
}

const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space4};
  padding: ${vars.space4};
  border: 1px solid ${vars.colorBorderStrong};
  border-radius: ${vars.radiusMd};
  background: ${vars.colorSurface};
  color: ${vars.colorText};
  @media print {
    border: none;
    padding: 0;
  }
`

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${vars.space3};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space2};
  @media print {
    display: none;
  }
`

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.fontSizeXl};
`

const Muted = styled.p`
  margin: 0;
  font-size: ${vars.fontSizeSm};
  color: ${vars.colorTextMuted};
`

const Facts = styled(FactList).attrs({ $min: '9rem', $labelSize: 'sm', $values: 'bold' } as const)``

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space2};
  break-inside: avoid;
`

const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${vars.fontSizeLg};
`

const List = styled.ol`
  display: grid;
  gap: ${vars.space2};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Item = styled.li`
  padding: ${vars.space2} ${vars.space3};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusSm};
  break-inside: avoid;
`

const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space2};
`

const Evidence = styled.ul`
  margin: ${vars.space2} 0 0;
  padding-left: ${vars.space4};
  font-size: ${vars.fontSizeSm};
  overflow-wrap: anywhere;
`

const Timings = styled.dl`
  display: grid;
  gap: ${vars.space2};
  margin: 0;
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${vars.space2};
    border-bottom: 1px solid ${vars.colorBorder};
    padding-bottom: ${vars.space1};
  }
  dd {
    margin: 0;
  }
`

const statusColour: Record<string, string> = {
  Passed: vars.colorSuccess,
  Failed: vars.colorDanger,
  InProgress: vars.colorWarning,
}

const Status = styled.span<{ $status: string }>`
  font-weight: ${vars.fontWeightBold};
  color: ${({ $status }) => statusColour[$status] ?? vars.colorText};
`
