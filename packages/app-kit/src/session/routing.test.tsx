import { render, screen } from '@testing-library/react'
import { LinkButton } from '@vigil/ui'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { IndexRedirect, RouterLinks } from './routing.tsx'

describe('the index route', () => {
  const landing = (hostname: string) => {
    vi.stubGlobal('location', { ...globalThis.location, hostname })
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<IndexRedirect />} />
          <Route path="/login" element={<p>Login page</p>} />
          <Route path="/sign-up" element={<p>Sign-up page</p>} />
        </Routes>
      </MemoryRouter>,
    )
  }
  afterEach(() => vi.unstubAllGlobals())

  it('sends the customer host to sign-up', async () => {
    landing('app.vigil.example')
    expect(await screen.findByText('Sign-up page')).toBeTruthy()
  })

  it('sends every other host to the login page', async () => {
    landing('dashboard.vigil.example')
    expect(await screen.findByText('Login page')).toBeTruthy()
  })
})

describe('kit links', () => {
  it('resolve routes through the router, and leave addresses with a scheme alone', () => {
    render(
      <MemoryRouter initialEntries={['/agent/clients/7']}>
        <RouterLinks>
          <Routes>
            <Route
              path="/agent/clients/:id"
              element={
                <>
                  <LinkButton href="vehicles">Vehicles</LinkButton>
                  <LinkButton href="mailto:help@vigil.example">Email us</LinkButton>
                  <LinkButton href="tel:+27821234567">Call us</LinkButton>
                </>
              }
            />
          </Routes>
        </RouterLinks>
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'Vehicles' }).getAttribute('href')).toBe('/agent/clients/7/vehicles')
    expect(screen.getByRole('link', { name: 'Email us' }).getAttribute('href')).toBe('mailto:help@vigil.example')
    expect(screen.getByRole('link', { name: 'Call us' }).getAttribute('href')).toBe('tel:+27821234567')
  })
})
