import { usePageTitle, useSession, useWatchVehicles } from '@vigil/app-kit'
import {
  accountViewRoute,
  addDriverRoute,
  CLIENT_SORT_OPTIONS,
  CLIENTS_PAGE_SIZE,
  type ClientSortOption,
  DEFAULT_LIST_SORT,
  isClientSortOption,
  menuForRole,
} from '@vigil/domain'
import { Button, ClientCard, EmptyState, Inline, SearchSortBar, Spinner, Stack, VisuallyHidden } from '@vigil/ui'
import { useCallback, useMemo, useState } from 'react'
import {
  type ClientVehicle,
  reactivateVehicleDevice,
  useClientPage,
  useMapsApiKey,
  usePageVehicles,
} from '../../data/clients.ts'
import { useLiveVehicles, useVehicleCommands } from '../../data/vehicleCommands.ts'
import { DeviceModal } from './DeviceModal.tsx'
import { LiveVehicleCard } from './LiveVehicleCard.tsx'

const sortOptions = CLIENT_SORT_OPTIONS.map((option) => ({ id: option, label: option }))

/** /agent/clients/all: account holders with tracked vehicles, searched and sorted by the server, live. */
export function Clients() {
  usePageTitle('Agent')
  const { session } = useSession()
  const heading = menuForRole(session?.userRole ?? '').find((entry) => entry.id === 'clients')?.label ?? 'Clients'
  const [searchText, setSearchText] = useState('')
  const [sort, setSort] = useState<ClientSortOption>(DEFAULT_LIST_SORT)
  const [pageIndex, setPageIndex] = useState(0)
  const [changingDevice, setChangingDevice] = useState<ClientVehicle | null>(null)

  const clients = useClientPage(searchText, sort, pageIndex)
  const holders = clients.data?.items ?? []
  const userIds = useMemo(() => holders.map((holder) => holder.id), [holders])
  const vehicles = usePageVehicles(userIds)
  const mapsApiKey = useMapsApiKey()
  const { commands, send } = useVehicleCommands()
  useLiveVehicles()
  // GPS only for this page's vehicles: an Admin would otherwise receive every vehicle's position (issue #14).
  const pageVehicleIds = useMemo(() => (vehicles.data?.items ?? []).map((vehicle) => vehicle.id), [vehicles.data])
  useWatchVehicles(pageVehicleIds)

  const vehiclesByHolder = useMemo(() => {
    const byHolder = new Map<number, ClientVehicle[]>()
    for (const vehicle of vehicles.data?.items ?? []) {
      byHolder.set(vehicle.userId, [...(byHolder.get(vehicle.userId) ?? []), vehicle])
    }
    return byHolder
  }, [vehicles.data])

  const reloadVehicles = vehicles.mutate
  const reactivate = useCallback(
    async (vehicle: ClientVehicle) => {
      try {
        await reactivateVehicleDevice(vehicle.id)
      } finally {
        await reloadVehicles()
      }
    },
    [reloadVehicles],
  )

  const total = clients.data?.totalCount ?? 0
  const first = pageIndex * CLIENTS_PAGE_SIZE
  const pages = Math.max(1, Math.ceil(total / CLIENTS_PAGE_SIZE))

  return (
    <section aria-labelledby="clients-heading">
      <VisuallyHidden as="h1" id="clients-heading">
        {heading}
      </VisuallyHidden>
      <Stack $gap={4}>
        <SearchSortBar
          searchLabel={`Search ${heading.toLowerCase()}`}
          searchPlaceholder="Name, vehicle or registration"
          searchText={searchText}
          onSearchChange={(text) => {
            setSearchText(text)
            setPageIndex(0)
          }}
          sortOptions={sortOptions}
          sortKey={sort}
          onSortChange={(id) => {
            if (isClientSortOption(id)) setSort(id)
            setPageIndex(0)
          }}
        />
        {!clients.data && !clients.error ? (
          <Spinner label={`Loading ${heading.toLowerCase()}`} showLabel />
        ) : holders.length === 0 ? (
          <EmptyState title={`No ${heading.toLowerCase()} found`} description="Try another name or registration." />
        ) : (
          <Stack $gap={4} aria-busy={clients.isValidating} data-testid="client-list">
            {holders.map((holder) => (
              <ClientCard
                key={holder.id}
                client={holder}
                viewAccountHref={accountViewRoute(holder.id)}
                addVehicleHref={addDriverRoute(holder.id)}
              >
                {(vehiclesByHolder.get(holder.id) ?? []).map((vehicle) => (
                  <LiveVehicleCard
                    key={vehicle.id}
                    vehicle={vehicle}
                    command={commands.get(vehicle.id) ?? null}
                    mapsApiKey={mapsApiKey}
                    onToggleLock={send}
                    onChangeDevice={setChangingDevice}
                    onReactivate={reactivate}
                  />
                ))}
              </ClientCard>
            ))}
            <Inline $justify="between" $align="center">
              <span role="status">
                {first + 1}–{first + holders.length} of {total}
              </span>
              <Inline $gap={2}>
                <Button variant="secondary" isDisabled={pageIndex === 0} onPress={() => setPageIndex(pageIndex - 1)}>
                  Previous
                </Button>
                <Button
                  variant="secondary"
                  isDisabled={pageIndex + 1 >= pages}
                  onPress={() => setPageIndex(pageIndex + 1)}
                >
                  Next
                </Button>
              </Inline>
            </Inline>
          </Stack>
        )}
      </Stack>
      {changingDevice && (
        <DeviceModal
          vehicle={changingDevice}
          onClose={() => setChangingDevice(null)}
          onChanged={() => void reloadVehicles()}
        />
      )}
    </section>
  )
}
