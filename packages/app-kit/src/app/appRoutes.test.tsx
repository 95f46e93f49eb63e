import { render, screen } from '@testing-library/react'
import { configureAppClient } from '../session/session.ts'
import { MemoryApp } from './MemoryApp.tsx'

function LoadedPage() {
  return <p>Loaded page</p>
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

  it("shows the spec's 404 page for an unknown path", async () => {
    render(<MemoryApp routes={routes} path="/nowhere" />)
    expect(await screen.findByText("Oops! It looks like the page you're looking for is lost.")).toBeTruthy()
  })
})
