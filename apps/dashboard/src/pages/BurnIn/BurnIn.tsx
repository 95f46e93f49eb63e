import { usePageTitle } from '@vigil/app-kit'
import {
  areAllTestsButtonsDisabled,
  type BurnInUnit,
  burnInFloatingButtonLabel,
  burnInSummary,
  formatChecklistTime,
  freeStations,
  isUnitActive,
  NO_DEVICES_ADDED,
  searchBurnInUnits,
} from '@vigil/domain'
import {
  Alert,
  BurnInDeviceCard,
  BurnInSummary,
  Button,
  EmptyState,
  Inline,
  SearchSortBar,
  Stack,
  Switch,
  VisuallyHidden,
} from '@vigil/ui'
import { useCallback, useEffect, useState } from 'react'
import styled from 'styled-components'
import { burnIn, burnInCommand, burnInFetch } from '../../data/burnin.ts'
import { AddDeviceModal, RemoveDeviceModal } from './DeviceModals.tsx'

const AUTO_REFRESH_MS = 5000
const latestOnly = [{ id: 'Latest', label: 'Latest' }]

type Notice = { tone: 'success' | 'error'; text: string }

/** /agent/burnin/all: units on the test stations, their suites, and the commands of the burn-in service. */
export function BurnIn() {
  usePageTitle('Burn In')
  const [units, setUnits] = useState<BurnInUnit[]>([])
  const [stations, setStations] = useState<string[]>([])
  const [lastUpdated, setLastUpdated] = useState<string | null>(null)
  const [autoRefresh, setAutoRefresh] = useState(false)
  const [searchText, setSearchText] = useState('')
  const [notice, setNotice] = useState<Notice | null>(null)
  const [modal, setModal] = useState<'add' | 'remove' | null>(null)
  const [busy, setBusy] = useState<string | null>(null)

  const loadResults = useCallback(async () => {
    const answer = await burnInFetch('getResults', burnIn.getResults)
    if ('error' in answer) return setNotice({ tone: 'error', text: answer.error })
    setUnits(answer.data)
    setLastUpdated(new Date().toISOString())
  }, [])

  const loadStations = useCallback(async () => {
    const answer = await burnInFetch('getStations', burnIn.getStations)
    if ('error' in answer) return setNotice({ tone: 'error', text: answer.error })
    // Stations typed by hand (none configured) are kept until the service knows some.
    setStations((typed) => (answer.data.length > 0 ? answer.data : typed))
  }, [])

  useEffect(() => {
    void loadResults()
    void loadStations()
  }, [loadResults, loadStations])

  useEffect(() => {
    if (!autoRefresh) return
    const timer = setInterval(() => void loadResults(), AUTO_REFRESH_MS)
    return () => clearInterval(timer)
  }, [autoRefresh, loadResults])

  const run = async (key: string, command: () => ReturnType<typeof burnInCommand>) => {
    setBusy(key)
    const { ok, message } = await command()
    setNotice({ tone: ok ? 'success' : 'error', text: message })
    setBusy(null)
    await loadResults()
    return ok
  }

  const shown = searchBurnInUnits(units, searchText)
  const none = areAllTestsButtonsDisabled(units.length)

  return (
    <Root aria-labelledby="burnin-heading">
      <VisuallyHidden as="h1" id="burnin-heading">
        Burn-in devices
      </VisuallyHidden>
      <Stack $gap={4}>
        <SearchSortBar
          searchLabel="Search by serial number"
          searchPlaceholder="Serial number"
          searchText={searchText}
          onSearchChange={setSearchText}
          sortOptions={latestOnly}
          sortKey="Latest"
          onSortChange={() => undefined}
        />
        <BurnInSummary summary={burnInSummary(units)} />
        <Toolbar>
          <Inline $gap={3}>
            <Switch isSelected={autoRefresh} onChange={setAutoRefresh}>
              Auto Refresh
            </Switch>
            <LastUpdated>Last Updated: {lastUpdated ? formatChecklistTime(lastUpdated) : 'N/A'}</LastUpdated>
          </Inline>
          <Inline $gap={2}>
            <Button variant="secondary" onPress={() => setModal('add')}>
              Add Device
            </Button>
            <Button variant="secondary" isDisabled={none} onPress={() => setModal('remove')}>
              Remove Device
            </Button>
            <Button
              isDisabled={none}
              isPending={busy === 'start-all'}
              pendingLabel="Submitting"
              onPress={() => run('start-all', () => burnInCommand('startAllTests', burnIn.startAllTests))}
            >
              Run all tests
            </Button>
            <Button
              variant="danger"
              isDisabled={none}
              isPending={busy === 'stop-all'}
              pendingLabel="Submitting"
              onPress={() => run('stop-all', () => burnInCommand('stopAllTests', burnIn.stopAllTests))}
            >
              Stop all tests
            </Button>
          </Inline>
        </Toolbar>
        {notice && (
          <Alert tone={notice.tone} autoClearAfterMs={5000} onClear={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        {units.length === 0 ? (
          <EmptyState title={NO_DEVICES_ADDED} />
        ) : (
          <Stack $gap={3}>
            {shown.map((unit) => {
              const serial = unit.unitSerialNumber
              return (
                <BurnInDeviceCard
                  key={serial}
                  unit={unit}
                  active={isUnitActive(unit)}
                  lastUpdated={lastUpdated}
                  onAction={(action) => {
                    if (action === 'run-all')
                      void run(serial, () => burnInCommand('startUnitTests', () => burnIn.startUnitTest(serial)))
                    if (action === 'stop-all')
                      void run(serial, () => burnInCommand('stopUnitTests', () => burnIn.stopUnitTest(serial)))
                    if (action === 'retry-failed')
                      void run(serial, () => burnInCommand('retryFailedTests', () => burnIn.retryFailedTests(serial)))
                    if (action === 'view-results') setSearchText(serial)
                  }}
                  onRerun={(testType) =>
                    void run(serial, () =>
                      burnInCommand('retryTest', () => burnIn.retryUnitTest(serial, testType), {
                        testType,
                        unitSerialNumber: serial,
                      }),
                    )
                  }
                />
              )
            })}
          </Stack>
        )}
      </Stack>
      <Floating>
        <Button onPress={() => void loadResults()}>{burnInFloatingButtonLabel(units.length)}</Button>
      </Floating>
      <AddDeviceModal
        isOpen={modal === 'add'}
        onClose={() => setModal(null)}
        units={units}
        stations={freeStations(stations, units)}
        knownStations={stations}
        onStationsTyped={setStations}
        onAdd={(serial, station) => run('add', () => burnInCommand('addDevice', () => burnIn.addUnit(serial, station)))}
      />
      <RemoveDeviceModal
        isOpen={modal === 'remove'}
        onClose={() => setModal(null)}
        units={units}
        onRemove={(serial) => run('remove', () => burnInCommand('removeDevice', () => burnIn.removeUnit(serial)))}
      />
    </Root>
  )
}

const Root = styled.section``

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.75rem;
`

const LastUpdated = styled.span`
  font-size: 0.875rem;
`

// The spec's floating button, in the page's flow after the list at every width, so it never lies on a control (issue
// #28): on a phone's first screen it covered 'Stop all tests', and stuck to the bottom of a wide screen it covered the
// cards' own buttons as the list scrolled under it.
const Floating = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 1rem;
`
