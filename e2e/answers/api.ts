// The API as a demo user, for setting up what a journey then does through the screens.
import { product } from '../harness/index.ts'

type SignInRole = 'Admin' | 'Technical-Agent' | 'Company-Admin'

const tokens = new Map<SignInRole, string>()

async function accessToken(role: SignInRole): Promise<string> {
  const known = tokens.get(role)
  if (known) return known
  const { baseURL, demoUsers, demoPassword } = product()
  const answer = await fetch(`${baseURL}/api/Auth/SignInByEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoUsers[role], password: demoPassword }),
  })
  const { accessToken: token } = (await answer.json()) as { accessToken: string }
  tokens.set(role, token)
  return token
}

/** Calls the API as the demo user of `role` (the Admin unless told) and reads its JSON answer. */
export async function api<T>(path: string, method = 'GET', body?: unknown, role: SignInRole = 'Admin'): Promise<T> {
  const answer = await fetch(`${product().baseURL}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await accessToken(role)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`)
  const text = await answer.text()
  return (text ? JSON.parse(text) : {}) as T
}

export const filter = (expression: string) => `$filter=${encodeURIComponent(expression)}`
