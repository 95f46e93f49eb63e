import { apiClient, createHubConnection, type HubMessageOf, type HubTarget, type VehicleHub } from '@vigil/api-client'
import { ConnectionStatus } from '@vigil/ui'
import { createContext, type ReactNode, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useSWRConfig } from 'swr'
import { createHubLink, type HubLink, type HubState } from './hubLink.ts'

const HubContext = createContext<HubLink | null>(null)

/** The API's hub at `{baseURL}/DefaultHub`, carrying the client's (refreshed) access token. */
export const openApiHub = async (): Promise<VehicleHub> => {
  const client = apiClient()
  const { baseURL } = await client.settings()
  return createHubConnection({ baseURL, accessTokenFactory: () => client.accessToken() })
}

export interface HubProviderProps {
  children: ReactNode
  /** Builds the connection; the API's hub by default (stories and tests pass their own, e.g. `fakeHub()`). */
  open?: () => Promise<VehicleHub>
  /** Waits between connection attempts; real time by default (a fake hub gives up at once). */
  wait?: (ms: number) => Promise<void>
}

/** Opens ONE hub connection for the pages inside; after a reconnect every SWR entry is revalidated. */
export function HubProvider({ children, open = openApiHub, wait }: HubProviderProps) {
  const { mutate } = useSWRConfig()
  const revalidate = useRef(() => void mutate(() => true))
  revalidate.current = () => void mutate(() => true)
  const [link] = useState(() => createHubLink({ open, wait, onReconnected: () => revalidate.current() }))
  useEffect(() => {
    void link.start()
    return () => void link.stop()
  }, [link])
  return <HubContext.Provider value={link}>{children}</HubContext.Provider>
}

const useHubLink = (): HubLink => {
  const link = useContext(HubContext)
  if (!link) throw new Error('useHub… must be used inside <HubProvider>')
  return link
}

/** The connection's state and the way back once it gave up. */
export function useHubState(): { state: HubState; reconnect: () => void } {
  const link = useHubLink()
  const state = useSyncExternalStore(link.subscribeState, link.state, link.state)
  return { state, reconnect: () => void link.reconnect() }
}

/** Calls `handler` for every push of `target` while mounted (the latest handler, without resubscribing). */
export function useHubMessage<Target extends HubTarget>(
  target: Target,
  handler: (message: HubMessageOf<Target>) => void,
): void {
  const link = useHubLink()
  const latest = useRef(handler)
  latest.current = handler
  useEffect(() => link.on(target, (message) => latest.current(message)), [link, target])
}

/** GPS pushes only for these vehicles (e.g. the cards on screen) while mounted; re-sent on change and after reconnects. */
export function useWatchVehicles(vehicleIds: readonly number[]): void {
  const link = useHubLink()
  // The ids as a key, so a new array with the same vehicles sends nothing.
  const key = vehicleIds.join(',')
  useEffect(() => link.watch(key === '' ? [] : key.split(',').map(Number)), [link, key])
}

/** The connection's state for the person (connected, reconnecting, offline) with a Reconnect button when offline. */
export function HubStatus() {
  const { state, reconnect } = useHubState()
  return <ConnectionStatus state={state} onReconnect={reconnect} />
}
