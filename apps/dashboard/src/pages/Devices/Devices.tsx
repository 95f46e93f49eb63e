import {
  Form,
  FormAlert,
  FormSelect,
  FormTextField,
  SubmitButton,
  usePageTitle,
  useSession,
  withSubmitErrors,
} from '@vigil/app-kit'
import {
  countOf,
  type NewTracker,
  NOT_AVAILABLE,
  ROUTES,
  roleCan,
  TRACKER_PROTOCOL_LABELS,
  TRACKER_PROTOCOLS,
} from '@vigil/domain'
import {
  Card,
  EmptyState,
  SearchSortBar,
  Spinner,
  Stack,
  TrackerImport,
  type TrackerImportState,
  type TrackerSecret,
  TrackerSecrets,
  VisuallyHidden,
} from '@vigil/ui'
import { useState } from 'react'
import { Navigate } from 'react-router-dom'
import styled from 'styled-components'
import { downloadSecrets, importTrackerCsv, readFileText, registerOneTracker, useTrackers } from '../../data/devices.ts'

const protocolOptions = TRACKER_PROTOCOLS.map((id) => ({ id, label: TRACKER_PROTOCOL_LABELS[id] }))
const latestOnly = [{ id: 'Latest', label: 'Latest' }]

/** /agent/devices/all: the device stock. Staff admins register trackers one at a time or by CSV (issue #15). */
export function Devices() {
  usePageTitle('Devices')
  const { session } = useSession()
  const [searchText, setSearchText] = useState('')
  const [registered, setRegistered] = useState<TrackerSecret[] | null>(null)
  const [importState, setImportState] = useState<TrackerImportState>({ step: 'idle' })
  const trackers = useTrackers(searchText)
  if (!roleCan(session?.userRole, 'devices.register')) return <Navigate to={ROUTES.agent} replace />

  const importFile = async (file: File) => {
    setRegistered(null)
    setImportState({ step: 'reading', percent: 0, fileName: file.name })
    const csv = await readFileText(file, (percent) => setImportState({ step: 'reading', percent, fileName: file.name }))
    const rows = csv.split('\n').filter((line) => line.trim() !== '').length - 1
    setImportState({ step: 'registering', rows, fileName: file.name })
    const outcome = await importTrackerCsv(csv)
    if (!outcome.ok) {
      setImportState({ step: 'refused', fileName: file.name, detail: outcome.detail, problems: outcome.problems })
      return
    }
    setImportState({ step: 'idle' })
    setRegistered(outcome.trackers)
    await trackers.mutate()
  }

  return (
    <section aria-labelledby="devices-heading">
      <Stack $gap={4}>
        <VisuallyHidden as="h1" id="devices-heading">
          Devices
        </VisuallyHidden>
        {registered && <TrackerSecrets trackers={registered} onDownload={() => downloadSecrets(registered)} />}
        <Columns>
          <Card as="section" aria-labelledby="register-heading">
            <Stack $gap={3}>
              <Subheading id="register-heading">Register a tracker</Subheading>
              <Form<Partial<NewTracker>>
                initialValues={{ protocol: 'mqtt' }}
                onSubmit={withSubmitErrors(async (values: Partial<NewTracker>, form) => {
                  const tracker = await registerOneTracker({
                    serialNumber: values.serialNumber ?? '',
                    imei: values.imei ?? '',
                    protocol: values.protocol ?? 'mqtt',
                  })
                  setRegistered([tracker])
                  setTimeout(() => form.restart({ protocol: values.protocol ?? 'mqtt' }))
                  await trackers.mutate()
                })}
              >
                {({ handleSubmit, values }) => (
                  <form onSubmit={handleSubmit} noValidate aria-label="Register a tracker">
                    <Stack $gap={3}>
                      <FormSelect name="protocol" label="Protocol" options={protocolOptions} isRequired />
                      <FormTextField
                        name="serialNumber"
                        label="Serial number"
                        description={values.protocol === 'teltonika' ? 'Leave empty: the IMEI is used' : undefined}
                        isRequired={values.protocol !== 'teltonika'}
                      />
                      <FormTextField name="imei" label="IMEI" inputMode="numeric" maxLength={15} isRequired />
                      <FormAlert />
                      <SubmitButton enabledWhen={(current: Partial<NewTracker>) => Boolean(current.imei)}>
                        Register tracker
                      </SubmitButton>
                    </Stack>
                  </form>
                )}
              </Form>
            </Stack>
          </Card>
          <TrackerImport state={importState} onFile={(file) => void importFile(file)} />
        </Columns>
        <SearchSortBar
          searchLabel="Search by serial number"
          searchPlaceholder="Serial number"
          searchText={searchText}
          onSearchChange={setSearchText}
          sortOptions={latestOnly}
          sortKey="Latest"
          onSortChange={() => undefined}
        />
        {trackers.isLoading ? (
          <Spinner label="Loading trackers" showLabel />
        ) : (trackers.data?.items ?? []).length === 0 ? (
          <EmptyState title="No trackers found" />
        ) : (
          <Card $padding={4}>
            <Scroll tabIndex={0} role="region" aria-label="Registered trackers">
              <Table>
                <caption>
                  {countOf(trackers.data?.totalCount ?? 0, 'registered tracker', 'registered trackers')}
                  {(trackers.data?.totalCount ?? 0) > (trackers.data?.items.length ?? 0) ? ' (first 50 shown)' : ''}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Serial number</th>
                    <th scope="col">State</th>
                    <th scope="col">Test station</th>
                    <th scope="col">Vehicle</th>
                  </tr>
                </thead>
                <tbody>
                  {trackers.data?.items.map((device) => (
                    <tr key={device.id}>
                      <th scope="row">{device.serialNumber}</th>
                      <td>{device.active ? 'Active' : 'Inactive'}</td>
                      <td>{device.testStation ?? NOT_AVAILABLE}</td>
                      <td>{device.VehicleId ? `Linked (#${device.VehicleId})` : 'In stock'}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Scroll>
          </Card>
        )}
      </Stack>
    </section>
  )
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: 1rem;
  align-items: start;
`

const Subheading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`

// A phone scrolls the table sideways rather than breaking serial numbers mid-word (focusable, so keys scroll it too).
const Scroll = styled.div`
  overflow-x: auto;
`

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  caption {
    padding: 0.75rem 1rem;
    text-align: left;
    font-weight: 500;
  }
  th,
  td {
    padding: 0.5rem 1rem;
    text-align: left;
    border-top: 1px solid #e2e8f0;
    white-space: nowrap;
  }
`
