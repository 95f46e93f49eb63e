import { act, render, screen } from '@testing-library/react'
import { SESSION_STORAGE_KEY } from '@vigil/domain'
import { MemoryApp } from '../app/MemoryApp.tsx'
import { configureAppClient, signIn, signOut } from './session.ts'
import { useSession } from './useSession.ts'

const answer = (userRole: string) => ({ accessToken: 'a.b.c', refreshToken: 'r', userId: 3, userRole })

function Who() {
  const { session } = useSession()
  return <p>{session ? `Signed in as ${session.userRole}` : 'Signed out'}</p>
}

// Each address draws its own page, so a test sees where the guard sent the person, not only who is signed in.
const routes = [
  { path: '/', element: <p>Home</p> },
  {
    path: '/login',
    element: (
      <>
        <h1>Login page</h1>
        <Who />
      </>
    ),
  },
  {
    path: '/agent',
    element: (
      <>
        <h1>Agent area</h1>
        <Who />
      </>
    ),
  },
]

beforeEach(() => {
  localStorage.clear()
  configureAppClient({ settings: { baseURL: '/api' } })
})

describe('session', () => {
  it("refuses an Account-Holder with 'Invalid email and password' and stores nothing", () => {
    expect(signIn(answer('Account-Holder'))).toEqual({ ok: false, message: 'Invalid email and password' })
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  })

  it("keeps a staff user under 'authorised-user' and sends them from /login to /agent", async () => {
    render(<MemoryApp routes={routes} path="/login" />)
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy()
    expect(screen.getByText('Signed out')).toBeTruthy()
    act(() => void signIn(answer('Admin')))
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').userRole).toBe('Admin')
    expect(await screen.findByRole('heading', { name: 'Agent area' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Login page' })).toBeNull()
    expect(screen.getByText('Signed in as Admin')).toBeTruthy()
  })

  it('guards /agent and goes to / when signed out', async () => {
    signIn(answer('Company-Admin'))
    render(<MemoryApp routes={routes} path="/agent" />)
    expect(await screen.findByRole('heading', { name: 'Agent area' })).toBeTruthy()
    expect(screen.getByText('Signed in as Company-Admin')).toBeTruthy()
    act(() => signOut())
    expect(await screen.findByText('Home')).toBeTruthy()
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  })

  it('sends a visitor without a session from /agent to /', async () => {
    render(<MemoryApp routes={routes} path="/agent" />)
    expect(await screen.findByText('Home')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Agent area' })).toBeNull()
  })

  it('sends a signed-in staff user who opens /login to /agent', async () => {
    signIn(answer('Technical-Agent'))
    render(<MemoryApp routes={routes} path="/login" />)
    expect(await screen.findByRole('heading', { name: 'Agent area' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Login page' })).toBeNull()
  })

  it('keeps an Account-Holder stored by another app out of /agent, and on /login', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(answer('Account-Holder')))
    render(<MemoryApp routes={routes} path="/login" />)
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy()
  })

  it("follows another tab's sign-out", async () => {
    signIn(answer('Admin'))
    render(<MemoryApp routes={routes} path="/agent" />)
    expect(await screen.findByText('Signed in as Admin')).toBeTruthy()
    localStorage.removeItem(SESSION_STORAGE_KEY)
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' })))
    expect(screen.getByText('Signed in as Admin')).toBeTruthy()
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY })))
    expect(await screen.findByText('Home')).toBeTruthy()
  })
})
