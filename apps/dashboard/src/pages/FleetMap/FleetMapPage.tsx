import { usePageTitle } from '@vigil/app-kit'
import {
  FLEET_STATES,
  type FleetFilter,
  type FleetState,
  type FleetVehicle,
  fleetFilterMatches,
  TRACKER_SILENT_AFTER_MS,
} from '@vigil/domain'
import {
  EmptyState,
  FleetLegend,
  FleetMap,
  fleetMarkerState,
  Select,
  Spinner,
  Stack,
  TextField,
  VisuallyHidden,
} from '@vigil/ui'
import { useEffect, useMemo, useState } from 'react'
import styled from 'styled-components'
import { useMapsApiKey } from '../../data/clients.ts'
import { useFleetMap, useLiveFleet } from '../../data/fleetMap.ts'
import { VehiclePanel } from './VehiclePanel.tsx'

/** States are judged again this often, so a tracker that goes quiet turns silent without a push. */
const JUDGE_EVERY_MS = Math.min(10_000, TRACKER_SILENT_AFTER_MS)

const ALL_COMPANIES = 'all'

function useJudgingClock(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), JUDGE_EVERY_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** /agent/map: every vehicle the person may see on one live map, filtered by state, company and text. */
export function FleetMapPage() {
  usePageTitle('Map')
  const fleet = useFleetMap()
  useLiveFleet()
  const mapsApiKey = useMapsApiKey()
  const now = useJudgingClock()
  const [search, setSearch] = useState('')
  const [companyId, setCompanyId] = useState<number | null>(null)
  const [states, setStates] = useState<ReadonlySet<FleetState>>(() => new Set())
  const [openVehicleId, setOpenVehicleId] = useState<number | null>(null)

  const vehicles = fleet.data?.vehicles
  const companies = fleet.data?.companies ?? []
  const { shown, counts } = useMemo(() => {
    const filter: FleetFilter = { states, companyId, search }
    const everyState: FleetFilter = { ...filter, states: new Set() }
    const tally = Object.fromEntries(FLEET_STATES.map((state) => [state, 0])) as Record<FleetState, number>
    const list: FleetVehicle[] = []
    for (const vehicle of vehicles ?? []) {
      const state = fleetMarkerState(vehicle, now)
      // The legend counts what the company and text leave, whatever states are ticked.
      if (!fleetFilterMatches(vehicle, state, everyState)) continue
      tally[state]++
      if (states.size === 0 || states.has(state)) list.push(vehicle)
    }
    return { shown: list, counts: tally }
  }, [vehicles, now, states, companyId, search])

  const filterKey = `${[...states].sort().join(',')}|${companyId ?? ''}|${search}`

  return (
    <section aria-labelledby="map-heading">
      <VisuallyHidden as="h1" id="map-heading">
        Map
      </VisuallyHidden>
      <Stack $gap={3}>
        <Filters>
          <TextField
            label="Search vehicles"
            placeholder="Registration or name"
            type="search"
            value={search}
            onChange={setSearch}
          />
          {companies.length > 0 && (
            <Select
              label="Company"
              options={[
                { id: ALL_COMPANIES, label: 'All companies' },
                ...companies.map((company) => ({ id: String(company.id), label: company.name })),
              ]}
              selectedKey={companyId === null ? ALL_COMPANIES : String(companyId)}
              onSelectionChange={(id) => setCompanyId(id === null || id === ALL_COMPANIES ? null : Number(id))}
            />
          )}
        </Filters>
        <FleetLegend counts={counts} selected={states} onSelectedChange={setStates} />
        {!vehicles && !fleet.error ? (
          <Spinner label="Loading vehicles" showLabel />
        ) : fleet.error ? (
          <EmptyState title="The vehicles could not load" description="Reload the page to try again." />
        ) : (
          <Layout $open={openVehicleId !== null}>
            <MapArea>
              <FleetMap
                vehicles={shown}
                now={now}
                filterKey={filterKey}
                apiKey={mapsApiKey}
                selectedVehicleId={openVehicleId}
                onOpenVehicle={setOpenVehicleId}
              />
              <output aria-live="polite">
                {shown.length.toLocaleString('en-GB')} of {(vehicles ?? []).length.toLocaleString('en-GB')} vehicles
                shown
              </output>
            </MapArea>
            {openVehicleId !== null && (
              <VehiclePanel vehicleId={openVehicleId} onClose={() => setOpenVehicleId(null)} mapsApiKey={mapsApiKey} />
            )}
          </Layout>
        )}
      </Stack>
    </section>
  )
}

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: var(--space-3);
  align-items: end;

  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
  }
`

const Layout = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-columns: ${({ $open }) => ($open ? 'minmax(0, 1fr) 420px' : 'minmax(0, 1fr)')};
  gap: var(--space-4);
  align-items: start;

  @media (max-width: 1029px) {
    grid-template-columns: minmax(0, 1fr);
  }
`

const MapArea = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  min-width: 0;

  & > output {
    color: var(--color-text-muted);
    font-size: var(--font-size-sm);
  }
`
