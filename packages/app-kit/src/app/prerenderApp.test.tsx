import { useState } from 'react'
import styled from 'styled-components'
import { prerenderApp } from './prerenderApp.tsx'

const Panel = styled.main`
  padding: 12px;
`

/** A sign-in-like page: a controlled field, and what React holds of it. */
function EmailPage() {
  const [email, setEmail] = useState('')
  return (
    <Panel>
      <label>
        Email
        <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <p>{`React holds: ${email || 'nothing'}`}</p>
    </Panel>
  )
}

function BrokenPage(): never {
  throw new Error('broken page')
}

const routes = [{ path: '/login', lazy: async () => ({ Component: EmailPage }) }]

// Hydrating this markup is proven in a real browser against the built dashboard (e2e/dashboard/prerender.test.ts):
// here React's server renderer would leave its context values behind for a client render in the same realm.
describe('a prerendered page', () => {
  it('is the page drawn once its lazy code has loaded, with its styles', async () => {
    const { html, styles } = await prerenderApp({ routes, path: '/login' })
    expect(html).toContain('Email')
    expect(html).toContain('React holds: nothing')
    expect(html).toMatch(/<main class="[^"]+"/)
    expect(styles).toMatch(/^<style data-styled="true"[^>]*>.*padding:12px/s)
  })

  it('fails on a page that throws instead of leaving it to the browser', async () => {
    const broken = [{ path: '/login', lazy: async () => ({ Component: BrokenPage }) }]
    await expect(prerenderApp({ routes: broken, path: '/login' })).rejects.toThrow('Prerendering /login failed')
  })
})
