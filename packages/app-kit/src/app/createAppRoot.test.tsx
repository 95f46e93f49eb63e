import { render, screen } from '@testing-library/react'
import { usePageTitle } from '../page/usePageTitle.ts'
import { createAppRoot } from './createAppRoot.tsx'
import { MemoryApp } from './MemoryApp.tsx'

const client = { settings: { baseURL: '/api' } }
const routes = [{ path: '/', element: <p>Home page</p> }]

afterEach(() => {
  document.body.innerHTML = ''
})

describe('starting an app', () => {
  it('draws its routes into the container it is given, or into #root', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    await createAppRoot({ routes, container, client })
    expect(await screen.findByText('Home page')).toBeTruthy()
    expect(container.textContent).toBe('Home page')

    document.body.innerHTML = '<main id="root"></main>'
    await createAppRoot({ routes, client })
    expect((await screen.findByText('Home page')).closest('#root')).toBeTruthy()
  })

  it('refuses a page without a #root element', async () => {
    await expect(createAppRoot({ routes, client })).rejects.toThrow(
      'The page has no #root element to render the app into',
    )
  })
})

function Titled({ area }: { area: string }) {
  usePageTitle(area)
  return <p>{area}</p>
}

describe('page titles', () => {
  it("follow the page's area", () => {
    const view = render(<Titled area="Clients" />)
    expect(document.title).toBe('Clients | Vigil')
    view.rerender(<Titled area="Devices" />)
    expect(document.title).toBe('Devices | Vigil')
  })

  it('name the 404 page', async () => {
    render(<MemoryApp routes={routes} path="/nowhere" />)
    expect(await screen.findByRole('link', { name: 'Go home' })).toBeTruthy()
    expect(document.title).toBe('Page not found | Vigil')
  })
})
