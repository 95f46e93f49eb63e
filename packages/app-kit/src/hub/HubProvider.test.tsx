import { act, fireEvent, render, screen } from '@testing-library/react'
import type { VehicleHub } from '@vigil/api-client'
import type { HubPush } from '@vigil/domain'
import { fakeHub } from './fakeHub.ts'
import { HubProvider, HubStatus, useHubMessage, useHubState, useWatchVehicles } from './HubProvider.tsx'

const tamper = (vehicleId: number) => ({ target: 'DeviceTamperMessage', message: { vehicleId } }) as unknown as HubPush
const gps = { target: 'DeviceGpsLocationMessage', message: { vehicleId: 9 } } as unknown as HubPush

/** What the pages' handlers saw, in order. */
const log: string[] = []

function TamperLog({ prefix }: { prefix: string }) {
  useHubMessage('DeviceTamperMessage', (message) =>
    log.push(`${prefix}${(message as { vehicleId: number }).vehicleId}`),
  )
  return null
}

function Watcher({ ids }: { ids: readonly number[] }) {
  useWatchVehicles(ids)
  return null
}

/** A page using the hub without a provider around it. */
function Orphan() {
  useHubState()
  return null
}

beforeEach(() => {
  log.length = 0
})

describe('the hub for the pages inside', () => {
  it('shows live updates on once connected and hands each page the pushes of its target, with its latest handler', async () => {
    const fake = fakeHub()
    const view = render(
      <HubProvider open={fake.open} wait={fake.wait}>
        <HubStatus />
        <TamperLog prefix="a" />
      </HubProvider>,
    )
    expect(await screen.findByText('Live updates on')).toBeTruthy()
    act(() => {
      fake.push(tamper(1))
      fake.push(gps)
    })
    expect(log).toEqual(['a1'])
    view.rerender(
      <HubProvider open={fake.open} wait={fake.wait}>
        <HubStatus />
        <TamperLog prefix="b" />
      </HubProvider>,
    )
    act(() => fake.push(tamper(2)))
    expect(log).toEqual(['a1', 'b2'])
    view.rerender(
      <HubProvider open={fake.open} wait={fake.wait}>
        <HubStatus />
      </HubProvider>,
    )
    act(() => fake.push(tamper(3)))
    expect(log).toEqual(['a1', 'b2'])
  })

  it('shows live updates off with a way back when the hub never connects', async () => {
    const fake = fakeHub({ connects: false })
    let attempts = 0
    const open = async () => {
      const hub = await fake.open()
      const start = hub.start.bind(hub)
      hub.start = async () => {
        attempts += 1
        await start()
      }
      return hub
    }
    render(
      <HubProvider open={open} wait={fake.wait}>
        <HubStatus />
      </HubProvider>,
    )
    expect(await screen.findByText('Live updates off')).toBeTruthy()
    const tried = attempts
    expect(tried).toBeGreaterThan(0)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reconnect' })))
    expect(attempts).toBe(tried * 2)
    expect(await screen.findByText('Live updates off')).toBeTruthy()
  })

  it('asks GPS pushes for the vehicles on screen, once per set, and for every vehicle when none is left', async () => {
    const fake = fakeHub()
    const watched: Array<readonly number[] | null> = []
    const open = async (): Promise<VehicleHub> => {
      const hub = await fake.open()
      hub.watchVehicles = async (ids: readonly number[] | null) => void watched.push(ids && [...ids])
      return hub
    }
    const app = (ids: readonly number[] | null) => (
      <HubProvider open={open} wait={fake.wait}>
        <HubStatus />
        {ids ? <Watcher ids={ids} /> : null}
      </HubProvider>
    )
    const view = render(app([1, 2]))
    expect(await screen.findByText('Live updates on')).toBeTruthy()
    await act(async () => {})
    expect(watched).toEqual([[1, 2]])
    view.rerender(app([1, 2]))
    await act(async () => {})
    expect(watched).toEqual([[1, 2]])
    view.rerender(app([3]))
    await act(async () => {})
    expect(watched).toEqual([[1, 2], [3]])
    view.rerender(app([]))
    await act(async () => {})
    expect(watched).toEqual([[1, 2], [3], []])
    view.rerender(app(null))
    await act(async () => {})
    expect(watched).toEqual([[1, 2], [3], [], null])
  })

  it('is needed by its hooks', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Orphan />)).toThrow('useHub… must be used inside <HubProvider>')
    quiet.mockRestore()
  })
})
