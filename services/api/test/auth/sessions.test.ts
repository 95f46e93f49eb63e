// Issue #27: a correctly signed access token outlives neither its user nor a password change: the API (each node by
// itself, within a short cache), the burn-in service and the hub (open connections closed) refuse it.
import { type DatabaseHandle, openDatabase } from '@vigil/db'
import { roles, users } from '@vigil/db/schema'
import { DEMO_PASSWORD } from '@vigil/db/seed'
import { requestMessages } from '@vigil/domain'
import { SESSION_CHECK_TTL_MS } from '@vigil/server-kit'
import { hashPassword } from '@vigil/server-kit/passwords'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { connectHubClient, createDeviceTestApp, type DeviceTestApp, until } from '../device-platform/support.ts'
import { drivers } from '../harness.ts'

const NEW_PASSWORD = 'Brand-new-pass-2!'
let counter = 0

describe.each(drivers)('sessions end with their user on %s', (driver) => {
  let t: DeviceTestApp
  beforeAll(async () => {
    t = await createDeviceTestApp(driver)
  })
  afterAll(() => t.close())

  /** A staff user of their own, so that deleting them disturbs no other test. */
  const newAgent = async (role = 'Technical-Agent') => {
    const [found] = await t.db.select().from(roles).where(eq(roles.name, role))
    const email = `session-${++counter}-${driver}@vigil.test`
    const [created] = await t.db
      .insert(users)
      .values({
        roleId: found!.id,
        firstName: 'Ses',
        lastName: 'Sion',
        email,
        passwordHash: await hashPassword(DEMO_PASSWORD),
      })
      .returning({ id: users.id })
    return { id: created!.id, email }
  }
  const roleList = (accessToken: string) =>
    t.app.inject({ url: '/api/Roles', headers: { authorization: `Bearer ${accessToken}` } })
  const afterTheCache = () => t.clock.advance(SESSION_CHECK_TTL_MS + 1)

  it('refuses the token of a deleted user', async () => {
    const agent = await newAgent()
    const { accessToken } = await t.signIn(agent.email, DEMO_PASSWORD)
    expect((await roleList(accessToken)).statusCode).toBe(200)
    await t.db.delete(users).where(eq(users.id, agent.id))
    afterTheCache()
    const refused = await roleList(accessToken)
    expect(refused.statusCode).toBe(401)
    expect(refused.json().detail).toBe(requestMessages.sessionEnded)
  })

  it('refuses the token of a user whose role changed', async () => {
    const agent = await newAgent()
    const { accessToken } = await t.signIn(agent.email, DEMO_PASSWORD)
    const [holder] = await t.db.select().from(roles).where(eq(roles.name, 'Account-Holder'))
    await t.db.update(users).set({ roleId: holder!.id }).where(eq(users.id, agent.id))
    afterTheCache()
    expect((await roleList(accessToken)).statusCode).toBe(401)
  })

  it('ends every other session of a user who changes their password, and keeps the one that changed it', async () => {
    const agent = await newAgent()
    const mine = await t.signIn(agent.email, DEMO_PASSWORD)
    const other = await t.signIn(agent.email, DEMO_PASSWORD)
    expect((await roleList(other.accessToken)).statusCode).toBe(200)
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/My/UpdatePassword',
      headers: { authorization: `Bearer ${mine.accessToken}` },
      payload: { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    })
    expect(changed.statusCode).toBe(200)
    afterTheCache()
    expect((await roleList(other.accessToken)).statusCode).toBe(401)
    expect((await roleList(mine.accessToken)).statusCode).toBe(200)
  })

  it('ends every session after a password reset', async () => {
    const agent = await newAgent()
    const session = await t.signIn(agent.email, DEMO_PASSWORD)
    await t.app.inject({ method: 'POST', url: '/api/Auth/StartPasswordReset', payload: { Email: agent.email } })
    const token = new URL(/https?:\/\/\S+/.exec(t.emails.at(-1)!.body)![0]).searchParams.get('token')!
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/CompletePasswordReset',
      payload: { passwordResetToken: token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    })
    expect(reset.statusCode).toBe(200)
    afterTheCache()
    expect((await roleList(session.accessToken)).statusCode).toBe(401)
  })

  it("closes the user's open hub connections and refuses them back", async () => {
    const agent = await newAgent()
    const { accessToken } = await t.signIn(agent.email, DEMO_PASSWORD)
    const connection = await connectHubClient(t, () => accessToken)
    let closed = false
    connection.onclose(() => {
      closed = true
    })
    const stayed = await connectHubClient(t, 'Admin')
    await t.db.delete(users).where(eq(users.id, agent.id))
    await t.app.hubSessions.sweep()
    await until(() => closed)
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/DefaultHub/negotiate?negotiateVersion=1',
      headers: { authorization: `Bearer ${accessToken}` },
    })
    expect(back.statusCode).toBe(401)
    expect(stayed.state).toBe('Connected')
    await stayed.stop()
  })
})

describe('two API nodes on one PostgreSQL database', () => {
  let t: DeviceTestApp
  let second: DatabaseHandle
  let nodeB: Awaited<ReturnType<typeof buildApp>>
  beforeAll(async () => {
    t = await createDeviceTestApp('postgres')
    second = await openDatabase(t.app.config)
    nodeB = await buildApp({ config: t.app.config, database: second, clock: t.clock.now })
    await nodeB.ready()
  })
  afterAll(async () => {
    await nodeB?.close()
    await t?.close()
  })

  it('both refuse a token once its session ended on one of them', async () => {
    const [found] = await t.db.select().from(roles).where(eq(roles.name, 'Technical-Agent'))
    const email = 'two-nodes-session@vigil.test'
    await t.db.insert(users).values({
      roleId: found!.id,
      firstName: 'Two',
      lastName: 'Nodes',
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    const mine = await t.signIn(email, DEMO_PASSWORD)
    const other = await t.signIn(email, DEMO_PASSWORD)
    const list = (app: typeof nodeB, token: string) =>
      app.inject({ url: '/api/Roles', headers: { authorization: `Bearer ${token}` } })
    expect((await list(nodeB, other.accessToken)).statusCode).toBe(200)
    expect((await list(t.app, other.accessToken)).statusCode).toBe(200)
    const changed = await nodeB.inject({
      method: 'POST',
      url: '/api/My/UpdatePassword',
      headers: { authorization: `Bearer ${mine.accessToken}` },
      payload: { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    })
    expect(changed.statusCode).toBe(200)
    t.clock.advance(SESSION_CHECK_TTL_MS + 1)
    expect((await list(t.app, other.accessToken)).statusCode).toBe(401)
    expect((await list(nodeB, other.accessToken)).statusCode).toBe(401)
    expect((await list(t.app, mine.accessToken)).statusCode).toBe(200)
  })
})
