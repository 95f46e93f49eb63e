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

const routes = [
  { path: '/', element: <p>Home</p> },
  { path: '/login', element: <Who /> },
  { path: '/agent', element: <Who /> },
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
    expect(await screen.findByText('Signed out')).toBeTruthy()
    act(() => void signIn(answer('Admin')))
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').userRole).toBe('Admin')
    expect(await screen.findByText('Signed in as Admin')).toBeTruthy()
  })

  it('guards /agent and goes to / when signed out', async () => {
    signIn(answer('Company-Admin'))
    render(<MemoryApp routes={routes} path="/agent" />)
    expect(await screen.findByText('Signed in as Company-Admin')).toBeTruthy()
    act(() => signOut())
    expect(await screen.findByText('Home')).toBeTruthy()
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  })

  it('sends a visitor without a session from /agent to /', async () => {
    render(<MemoryApp routes={routes} path="/agent" />)
    expect(await screen.findByText('Home')).toBeTruthy()
  })
})
