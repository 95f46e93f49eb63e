import { act, render, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
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
})
