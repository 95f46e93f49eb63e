import { act, render, screen, waitFor } from '@testing-library/react'
import { useEffect, useState } from 'react'
import useSWR, { type State, SWRConfig } from 'swr'
import { useCacheMerge } from './cacheMerge.ts'

type Positions = { vehicles: { id: number; longitude: number }[] }
const isPositions = (key: unknown) => Array.isArray(key) && key[0] === '/Vehicles'
const isOther = (key: unknown) => key === 'other'

let renders = 0
let writes = 0
/** An SWR cache that counts writes to the vehicle list's entry. */
class CountingCache extends Map<string, State> {
  override set(key: string, value: State) {
    if (key.includes('/Vehicles')) writes++
    return super.set(key, value)
  }
}
let merge: ReturnType<typeof useCacheMerge> = () => undefined

function Fleet() {
  const { data } = useSWR(['/Vehicles', 1], () => ({ vehicles: [{ id: 7, longitude: 28 }] }) as Positions)
  const { data: other } = useSWR('other', () => 0)
  merge = useCacheMerge()
  useEffect(() => {
    renders++
  })
  return (
    <p>
      {data ? data.vehicles.map((vehicle) => `${vehicle.id} at ${vehicle.longitude}`).join() : 'loading'}; other {other}
    </p>
  )
}

function Pending() {
  const { data } = useSWR(['/Vehicles', 2], () => new Promise<Positions>(() => {}))
  merge = useCacheMerge()
  return <p>{data ? 'merged' : 'still loading'}</p>
}

/** A page whose list changes key (a new search) and keeps showing the previous list while the new one loads. */
let answer: (positions: Positions) => void = () => undefined
let search: (page: number) => void = () => undefined
function Searching() {
  const [page, setPage] = useState(1)
  search = setPage
  const { data } = useSWR(
    ['/Vehicles', page],
    () =>
      page === 1
        ? ({ vehicles: [{ id: 7, longitude: 28 }] } as Positions)
        : new Promise<Positions>((resolve) => {
            answer = resolve
          }),
    { keepPreviousData: true },
  )
  merge = useCacheMerge()
  return <p>{data ? data.vehicles.map((vehicle) => `${vehicle.id} at ${vehicle.longitude}`).join() : 'loading'}</p>
}

const move =
  (longitude: number) =>
  (list: Positions): Positions => ({ vehicles: list.vehicles.map((vehicle) => ({ ...vehicle, longitude })) })

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))

describe('useCacheMerge', () => {
  it("applies a frame's pushes in order, writing each entry and re-rendering once for them", async () => {
    render(
      <SWRConfig value={{ provider: () => new CountingCache() }}>
        <Fleet />
      </SWRConfig>,
    )
    await screen.findByText('7 at 28; other 0')
    // What one push alone costs the entry.
    writes = 0
    act(() => merge(isPositions, move(28.05)))
    await nextFrame()
    await screen.findByText('7 at 28.05; other 0')
    const writesForOnePush = writes
    writes = 0
    renders = 0

    act(() => {
      merge(isPositions, move(28.1))
      merge(isPositions, move(28.2))
      merge(isPositions, move(28.3))
      merge(isOther, (count: number) => count + 1)
    })
    expect(screen.getByText('7 at 28.05; other 0')).toBeTruthy()
    await nextFrame()

    await waitFor(() => expect(screen.getByText('7 at 28.3; other 1')).toBeTruthy())
    expect(renders).toBe(1)
    expect(writes).toBe(writesForOnePush)
  })

  it('leaves an entry that has not loaded yet empty', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Pending />
      </SWRConfig>,
    )
    act(() => merge(isPositions, move(29)))
    await nextFrame()
    expect(screen.getByText('still loading')).toBeTruthy()
  })

  it('applies a push that arrived while a list was being fetched on top of its answer, instead of losing the answer', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Searching />
      </SWRConfig>,
    )
    await screen.findByText('7 at 28')
    act(() => search(2))
    // The push arrives while the new list is in flight (a slow answer, a busy node).
    act(() => merge(isPositions, move(28.5)))
    await nextFrame()
    await nextFrame()
    await act(async () => answer({ vehicles: [{ id: 7, longitude: 28.4 }] }))
    await screen.findByText('7 at 28.5')
    // Later pushes keep moving it.
    act(() => merge(isPositions, move(28.6)))
    await nextFrame()
    await screen.findByText('7 at 28.6')
  })
})
