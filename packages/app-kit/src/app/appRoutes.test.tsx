import { fireEvent, render, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { Link, MemoryRouter, Outlet } from 'react-router-dom'
import { configureAppClient } from '../session/session.ts'
import { AppRoutes, appRoutes } from './createAppRoot.tsx'
import { loadPagesFor, usePreloadPages } from './lazyPages.tsx'
import { MemoryApp } from './MemoryApp.tsx'

function LoadedPage() {
  return <p>Loaded page</p>
}

let loads = 0

/** Loads the code of /area/page, then links there. */
function Start() {
  const preloadPages = usePreloadPages()
  const [ready, setReady] = useState(false)
  useEffect(() => void preloadPages('/area/page').then(() => setReady(true)), [preloadPages])
  return ready ? <Link to="/area/page">Go</Link> : <p>Preloading</p>
}

const routes = [
  { path: '/page', lazy: async () => ({ Component: LoadedPage }) },
  { path: '/element', lazy: async () => ({ element: <p>Loaded element</p> }) },
  {
    path: '/broken',
    lazy: async (): Promise<{ Component: () => null }> => {
      throw new Error('Failed to fetch dynamically imported module')
    },
  },
]

beforeEach(() => {
  localStorage.clear()
  configureAppClient({ settings: { baseURL: '/api' } })
})

describe('app routes', () => {
  it('loads a lazy page from its Component or its element', async () => {
    render(<MemoryApp routes={routes} path="/page" />)
    expect(await screen.findByText('Loaded page')).toBeTruthy()
    render(<MemoryApp routes={routes} path="/element" />)
    expect(await screen.findByText('Loaded element')).toBeTruthy()
  })

  it('shows the Unexpected Application Error page when a page does not load', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<MemoryApp routes={routes} path="/broken" />)
    expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy()
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeTruthy()
    quiet.mockRestore()
  })

  it('draws the pages of an address at once when their code was loaded first, a layout and its page', async () => {
    const nested = [
      {
        path: '/area',
        lazy: async () => ({ element: <Outlet /> }),
        children: [{ path: 'page', lazy: async () => ({ Component: LoadedPage }) }],
      },
    ]
    const prepared = appRoutes(nested)
    expect(await loadPagesFor(prepared, '/area/page')).toHaveLength(2)
    render(
      <MemoryRouter initialEntries={['/area/page']}>
        <AppRoutes routes={prepared} />
      </MemoryRouter>,
    )
    expect(screen.getByText('Loaded page'), 'drawn in the first render, without a loading state').toBeTruthy()
    expect(screen.queryByRole('status', { name: 'Loading page' })).toBeNull()
  })

  it('loads the pages of an address ahead (usePreloadPages), so going there draws them without a loading state', async () => {
    loads = 0
    const nested = [
      { path: '/start', element: <Start /> },
      {
        path: '/area',
        lazy: async () => {
          loads++
          return { element: <Outlet /> }
        },
        children: [
          {
            path: 'page',
            lazy: async () => {
              loads++
              return { Component: LoadedPage }
            },
          },
        ],
      },
    ]
    render(<MemoryApp routes={nested} path="/start" />)
    fireEvent.click(await screen.findByRole('link', { name: 'Go' }))
    expect(screen.getByText('Loaded page'), 'drawn at once, the layout and its page').toBeTruthy()
    expect(screen.queryByRole('status', { name: 'Loading page' })).toBeNull()
    expect(loads).toBe(2)
  })

  it('goes from one lazy page to another', async () => {
    const linked = [
      { path: '/one', lazy: async () => ({ element: <Link to="/two">To page two</Link> }) },
      { path: '/two', lazy: async () => ({ element: <p>Page two</p> }) },
    ]
    render(<MemoryApp routes={linked} path="/one" />)
    fireEvent.click(await screen.findByRole('link', { name: 'To page two' }))
    expect(await screen.findByText('Page two')).toBeTruthy()
  })

  it("shows the spec's 404 page for an unknown path", async () => {
    render(<MemoryApp routes={routes} path="/nowhere" />)
    expect(await screen.findByText("Oops! It looks like the page you're looking for is lost.")).toBeTruthy()
  })
})
