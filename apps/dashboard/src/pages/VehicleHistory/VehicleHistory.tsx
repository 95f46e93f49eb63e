import { usePageTitle } from '@vigil/app-kit'
import { accountViewRoute, isReplayDay, type ReplayDay, replayDayOf } from '@vigil/domain'
import {
  AuditEntryList,
  Button,
  DownloadIcon,
  EmptyState,
  HistoryCard,
  offlineBasemap,
  Spinner,
  Stack,
  TripReplay,
  VehicleHistoryHeader,
  vars,
} from '@vigil/ui'
import { useState } from 'react'
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { saveHistoryCsv, useAccountHolder, useHolderVehicles, useVehicleHistory } from '../../data/accountView.ts'
import { useVehicleAuditEntries } from '../../data/audit.ts'
import { useDayHistory, useVehicleRoute } from '../../data/replay.ts'

/**
 * /agent/clients/{clientId}/vehicle/{vehicleId}/history: the vehicle named, the chosen day's trip replay (the day in
 * the address as ?day=, so reload and back keep it), the history cards and the CSV download.
 */
export function VehicleHistory() {
  usePageTitle('Vehicle History')
  const params = useParams()
  const clientId = Number(params.clientId)
  const vehicleId = Number(params.vehicleId)
  const [search, setSearch] = useSearchParams()
  const today = replayDayOf(new Date())
  const asked = search.get('day')
  const day: ReplayDay = asked && isReplayDay(asked) && asked <= today ? asked : today
  const holder = useAccountHolder(clientId)
  const vehicles = useHolderVehicles(clientId)
  const vehicle = vehicles.data?.items.find((item) => item.id === vehicleId)
  const route = useVehicleRoute(vehicleId, day)
  const dayEntries = useDayHistory(vehicleId, day)
  const history = useVehicleHistory(vehicleId)
  const actions = useVehicleAuditEntries(vehicleId)
  const navigate = useNavigate()
  const location = useLocation()
  const [downloading, setDownloading] = useState(false)
  const entries = history.data?.items ?? []

  const download = async () => {
    setDownloading(true)
    await saveHistoryCsv(vehicleId)
    setDownloading(false)
  }

  // Back to the page the agent came from (the account, the fleet map); straight to the account when opened directly.
  const goBack = () => (location.key === 'default' ? navigate(accountViewRoute(clientId)) : navigate(-1))

  return (
    <Stack $gap={5}>
      <VehicleHistoryHeader
        registrationNumber={vehicle?.registrationNumber ?? null}
        nickname={vehicle?.nickname ?? null}
        holderName={holder.data ? `${holder.data.firstName} ${holder.data.lastName}` : null}
        onBack={goBack}
        action={
          <Button
            variant="secondary"
            icon={<DownloadIcon size={16} />}
            isDisabled={entries.length === 0}
            onPress={download}
            isPending={downloading}
            pendingLabel="Downloading"
          >
            Download history
          </Button>
        }
      />
      <TripReplay
        day={day}
        latestDay={today}
        onDayChange={(next) => setSearch({ day: next }, { replace: true })}
        route={route.data ?? null}
        failed={Boolean(route.error)}
        sosTimes={route.data?.sosTimes}
        entries={dayEntries.data?.items}
        basemap={offlineBasemap}
      />
      <Stack as="section" aria-labelledby="history-heading" $gap={3}>
        <SectionHeading id="history-heading">Vehicle history</SectionHeading>
        {history.isLoading ? (
          <Spinner label="Loading history" showLabel />
        ) : entries.length === 0 ? (
          <EmptyState title="No history" />
        ) : (
          <Stack $gap={3}>
            {entries.map((entry) => (
              <HistoryCard key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
      </Stack>
      {actions.data?.items.length ? (
        <Stack as="section" aria-labelledby="actions-heading" $gap={3}>
          <SectionHeading id="actions-heading">Actions on this vehicle</SectionHeading>
          <AuditEntryList entries={actions.data.items} label="Actions on this vehicle" />
        </Stack>
      ) : null}
    </Stack>
  )
}

const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${vars.fontSizeLg};
`
